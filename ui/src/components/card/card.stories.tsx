import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Section,
} from './card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>Payment</CardTitle>
        <CardDescription>Captured on 4 May</CardDescription>
      </CardHeader>
      <CardContent>€120.00 paid by card ending 4242.</CardContent>
      <CardFooter>
        <Button variant="secondary" size="small">
          Refund
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await expect(canvas.getByText('Captured on 4 May')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refund' })).toBeVisible();
    for (const slot of ['card', 'card-header', 'card-title', 'card-content', 'card-footer']) {
      await expect(canvasElement.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    }
  },
};

export const ContentOnly: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardContent>No header, no footer: only content.</CardContent>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('No header, no footer: only content.')).toBeVisible();
  },
};

const exportClick = fn();

/** A section is a named region; its heading and the cards' titles nest one level apart. */
export const SectionWithCards: Story = {
  render: () => (
    <Section
      title="Orders"
      description="The last 30 days"
      actions={
        <Button size="small" onClick={exportClick}>
          Export
        </Button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Open</CardTitle>
          </CardHeader>
          <CardContent>12 orders</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Completed</CardTitle>
          </CardHeader>
          <CardContent>87 orders</CardContent>
        </Card>
      </div>
    </Section>
  ),
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Orders' });
    await expect(within(region).getByText('The last 30 days')).toBeVisible();
    await expect(within(region).getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(within(region).getByRole('heading', { level: 2, name: 'Open' })).toBeVisible();
    await expect(
      within(region).getByRole('heading', { level: 2, name: 'Completed' }),
    ).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Export' }));
    await expect(exportClick).toHaveBeenCalledOnce();
  },
};

export const SectionWithoutActions: Story = {
  render: () => (
    <Section title="Notes">
      <p className="text-sm">No notes yet.</p>
    </Section>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Notes' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="section-actions"]')).toBeNull();
  },
};
