import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { EmptyState } from './empty-state.tsx';

const onCreate = fn();

function BoxIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9z" />
      <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
    </svg>
  );
}

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No products yet',
    description: 'Products appear here once you create them or import a catalogue.',
  },
  beforeEach: () => {
    onCreate.mockClear();
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A heading (level 2, under the page's h1) and its explanation. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'No products yet', level: 2 })).toBeVisible();
    await expect(
      canvas.getByText('Products appear here once you create them or import a catalogue.'),
    ).toBeVisible();
    const box = canvasElement.querySelector('[data-slot="empty-state"]');
    await expect(box && getComputedStyle(box).borderStyle).toBe('dashed');
  },
};

/** An action offers the way out; the icon is decoration, hidden from assistive technology. */
export const WithIconAndAction: Story = {
  args: {
    icon: <BoxIcon />,
    action: <Button onClick={onCreate}>Create product</Button>,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const icon = canvasElement.querySelector('[data-slot="empty-state-icon"]');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon?.querySelector('svg')?.getBoundingClientRect().width).toBe(32);
    await userEvent.click(canvas.getByRole('button', { name: 'Create product' }));
    await expect(onCreate).toHaveBeenCalledOnce();
  },
};

/** Inside a section with its own h2, the title is an h3; `plain` drops the outline. */
export const InSection: Story = {
  args: { headingLevel: 3, variant: 'plain', description: undefined },
  render: (args) => (
    <section
      aria-labelledby="variants-heading"
      className="max-w-lg rounded-lg border border-border p-4"
    >
      <h2 id="variants-heading" className="font-semibold">
        Variants
      </h2>
      <EmptyState {...args} title="This product has no variants" />
    </section>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { name: 'This product has no variants', level: 3 }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="empty-state-description"]')).toBeNull();
    const box = canvasElement.querySelector('[data-slot="empty-state"]');
    await expect(box && getComputedStyle(box).borderTopWidth).toBe('0px');
  },
};
