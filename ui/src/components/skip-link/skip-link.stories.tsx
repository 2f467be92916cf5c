import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SkipLink } from './skip-link.tsx';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  args: { targetId: 'story-main', children: 'Skip to main content' },
  render: (args) => (
    <div className="flex flex-col gap-4">
      <SkipLink {...args} />
      <nav aria-label="Main" className="flex gap-3">
        <a href="#orders">Orders</a>
        <a href="#products">Products</a>
      </nav>
      <main id="story-main" tabIndex={-1} className="outline-none">
        <h1 className="text-xl font-semibold">Orders</h1>
        <p>Twelve orders wait for fulfilment.</p>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until Tab reaches it first; Enter moves focus past the navigation to the heading. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    const heading = canvas.getByRole('heading', { name: 'Orders', level: 1 });
    await expect(heading).toHaveFocus();
    // Focusable for the skip only: not a stop of its own in the Tab order.
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await expect(window.location.hash).not.toBe('#story-main');
  },
};

/** A target without an h1 takes focus itself. */
export const TargetWithoutHeading: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <SkipLink {...args} />
      <nav aria-label="Main">
        <a href="#orders">Orders</a>
      </nav>
      <main id="story-main" tabIndex={-1} className="outline-none">
        <p>Twelve orders wait for fulfilment.</p>
      </main>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
