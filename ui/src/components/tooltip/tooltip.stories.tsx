import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { hover, unhover } from '../../test/pointer.ts';
import { Button } from '../button/button.tsx';
import { Tooltip, TooltipProvider } from './tooltip.tsx';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Copies the link to the clipboard',
    children: <Button variant="secondary">Copy link</Button>,
  },
  // Room on every side, so the tooltip keeps its preferred side instead of flipping.
  decorators: [
    (Story) => (
      <div className="flex min-h-64 items-center justify-center p-16">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the tooltip to be shown and placed; Ariakit positions it after it opens. */
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

function gap(anchor: HTMLElement, tooltip: HTMLElement) {
  const a = anchor.getBoundingClientRect();
  const t = tooltip.getBoundingClientRect();
  return {
    below: t.top - a.bottom,
    above: a.top - t.bottom,
    centreShift: t.x + t.width / 2 - (a.x + a.width / 2),
  };
}

/** Hover waits 100 ms (specification §9), then shows below the anchor, 8 px away. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const anchor = canvas.getByRole('button', { name: 'Copy link' });
    // Screen readers get the text as the anchor's description even before it shows.
    await expect(anchor).toHaveAccessibleDescription('Copies the link to the clipboard');
    const start = performance.now();
    await hover(userEvent, anchor);
    // Not shown before the delay: checkable only while the delay has not run out (a slow
    // machine may take that long to hover); the elapsed-time check below always runs.
    if (performance.now() - start < 90) await expect(screen.queryByRole('tooltip')).toBeNull();
    const tooltip = await shownTooltip();
    await expect(performance.now() - start).toBeGreaterThanOrEqual(100);
    await expect(tooltip).toHaveTextContent('Copies the link to the clipboard');
    await expect(anchor).toHaveAccessibleDescription('Copies the link to the clipboard');
    await waitFor(() => expect(gap(anchor, tooltip).below).toBeCloseTo(8, 0));
    await expect(Math.abs(gap(anchor, tooltip).centreShift)).toBeLessThan(1);
    await unhover(userEvent, anchor);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Long text wraps at the default max width of 220 px. */
export const MaxWidth: Story = {
  args: {
    content:
      'Publishable API keys scope storefront requests to sales channels. Revoking a key stops every storefront that still uses it.',
  },
  play: async ({ canvas, userEvent }) => {
    await hover(userEvent, canvas.getByRole('button', { name: 'Copy link' }));
    const tooltip = await shownTooltip();
    await expect(tooltip.getBoundingClientRect().width).toBe(220);
    await expect(getComputedStyle(tooltip).maxWidth).toBe('220px');
  },
};

/** Keyboard focus shows it at once; Escape hides it and keeps focus on the anchor. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const anchor = canvas.getByRole('button', { name: 'Copy link' });
    await userEvent.tab();
    await expect(anchor).toHaveFocus();
    await shownTooltip();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(anchor).toHaveFocus();
  },
};

export const SideTop: Story = {
  args: { side: 'top' },
  play: async ({ canvas, userEvent }) => {
    const anchor = canvas.getByRole('button', { name: 'Copy link' });
    await hover(userEvent, anchor);
    const tooltip = await shownTooltip();
    await waitFor(() => expect(gap(anchor, tooltip).above).toBeCloseTo(8, 0));
  },
};

export const CustomOffsetAndWidth: Story = {
  args: {
    sideOffset: 16,
    maxWidth: 120,
    content: 'A narrower bubble that sits further from its anchor.',
  },
  play: async ({ canvas, userEvent }) => {
    const anchor = canvas.getByRole('button', { name: 'Copy link' });
    await hover(userEvent, anchor);
    const tooltip = await shownTooltip();
    await waitFor(() => expect(gap(anchor, tooltip).below).toBeCloseTo(16, 0));
    await expect(tooltip.getBoundingClientRect().width).toBe(120);
  },
};

/** A provider's delay applies to every tooltip inside it. */
export const ProviderDelay: Story = {
  render: (args) => (
    <TooltipProvider delay={400}>
      <Tooltip {...args} />
    </TooltipProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const start = performance.now();
    await hover(userEvent, canvas.getByRole('button', { name: 'Copy link' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (performance.now() - start < 390) await expect(screen.queryByRole('tooltip')).toBeNull();
    await shownTooltip();
    await expect(performance.now() - start).toBeGreaterThanOrEqual(400);
  },
};

export const Muted: Story = {
  args: { look: 'muted', defaultOpen: true },
  play: async () => {
    await expect(await shownTooltip()).toHaveClass('bg-background');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  play: async () => {
    await expect(await shownTooltip()).toHaveTextContent('Copies the link to the clipboard');
    await expect(document.documentElement).toHaveClass('dark');
  },
};
