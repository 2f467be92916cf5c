import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Card, CardContent, CardHeader, CardTitle, Section } from '../card/card.tsx';
import {
  Modal,
  ModalBody,
  ModalHeader,
  ModalProvider,
  ModalTitle,
  ModalTrigger,
} from '../modal/modal.tsx';
import { HeadingLevel } from './heading-level.tsx';

const meta = {
  title: 'Components/HeadingLevel',
  component: HeadingLevel,
  tags: ['autodocs'],
  args: { children: null },
} satisfies Meta<typeof HeadingLevel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card dropped under a page heading takes the next level down. */
export const UnderAPageHeading: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">Products</h1>
      <HeadingLevel>
        <Card>
          <CardHeader>
            <CardTitle>Import products</CardTitle>
          </CardHeader>
          <CardContent>Upload a CSV file to add many products at once.</CardContent>
        </Card>
      </HeadingLevel>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    // Without the HeadingLevel the card's title would be a second h1.
    await expect(canvas.getByRole('heading', { name: 'Import products', level: 2 })).toBeVisible();
  },
};

/**
 * A modal dialog starts its headings again at level 1, wherever it is opened from: its title
 * is an h1 and a card inside it has an h2, as on a page of its own.
 */
export const InsideAModal: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">Order #1042</h1>
      <HeadingLevel>
        <Section title="Payments">
          <ModalProvider>
            <ModalTrigger render={<Button variant="secondary" />}>Refund</ModalTrigger>
            <Modal>
              <ModalHeader>
                <ModalTitle>Refund payment</ModalTitle>
              </ModalHeader>
              <ModalBody>
                <Card>
                  <CardHeader>
                    <CardTitle>Captured</CardTitle>
                  </CardHeader>
                  <CardContent>€120.00 by card ending 4242.</CardContent>
                </Card>
              </ModalBody>
            </Modal>
          </ModalProvider>
        </Section>
      </HeadingLevel>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Payments', level: 2 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment' });
    await expect(
      screen.getByRole('heading', { name: 'Refund payment', level: 1 }),
    ).toBeInTheDocument();
    await expect(screen.getByRole('heading', { name: 'Captured', level: 2 })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
