import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { hover, unhover } from '../../test/pointer.ts';
import { InfoTooltip } from './info-tooltip.tsx';

const meta = {
  title: 'Components/InfoTooltip',
  component: InfoTooltip,
  tags: ['autodocs'],
  args: { content: 'The handle is the address of the product in the store.' },
  decorators: [
    (Story) => (
      <div className="flex min-h-48 items-start justify-center gap-2 p-8 text-sm">
        <span>Handle</span>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InfoTooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

async function shownTooltip() {
  // The fade-in starts on an animation frame, which a busy machine can hold back past
  // waitFor's default second (seen in the static build with three pages side by side).
  return waitFor(
    () => {
      const tooltip = screen.getByRole('tooltip');
      expect(tooltip).toBeVisible();
      return tooltip;
    },
    { timeout: 5000 },
  );
}

/** Hover shows the explanation below the icon, 8 px away, no wider than 220 px. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'More information' });
    await hover(userEvent, button);
    const tooltip = await shownTooltip();
    await expect(tooltip).toHaveTextContent(
      'The handle is the address of the product in the store.',
    );
    await expect(button).toHaveAccessibleDescription(
      'The handle is the address of the product in the store.',
    );
    await waitFor(() =>
      expect(
        tooltip.getBoundingClientRect().top - button.getBoundingClientRect().bottom,
      ).toBeCloseTo(8, 0),
    );
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(220);
    await unhover(userEvent, button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Keyboard focus opens it; Escape closes it. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'More information' })).toHaveFocus();
    await shownTooltip();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** A tap shows it too, since touch screens cannot hover. */
export const Tap: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More information' }));
    await shownTooltip();
  },
};

/** The button's name is a prop, so apps pass a translation. */
export const CustomLabel: Story = {
  args: { label: 'About handles' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName('About handles');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await hover(userEvent, canvas.getByRole('button', { name: 'More information' }));
    await shownTooltip();
  },
};
