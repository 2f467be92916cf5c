import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** Each semantic surface with the text colour meant to sit on it. */
const pairs = [
  ['bg-background text-foreground', 'background / foreground'],
  ['bg-muted text-muted-foreground', 'muted / muted-foreground'],
  ['bg-primary text-primary-foreground', 'primary / primary-foreground'],
  ['bg-danger text-danger-foreground', 'danger / danger-foreground'],
  ['bg-success text-success-foreground', 'success / success-foreground'],
  ['bg-warning text-warning-foreground', 'warning / warning-foreground'],
  ['bg-info text-info-foreground', 'info / info-foreground'],
] as const;

function Swatches() {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {pairs.map(([classes, name]) => (
        <li key={name} className={`rounded-md border border-border px-4 py-3 text-sm ${classes}`}>
          {name}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: Swatches,
  tags: ['autodocs'],
} satisfies Meta<typeof Swatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The story tests run every story once per theme (ui/vitest.config.ts); each project sets
 * STORYBOOK_TEST_THEME, so this proves the dark pass renders dark tokens, not just a global.
 * In the browsable Storybook the toolbar's choice is the expectation.
 */
export const Tokens: Story = {
  play: async ({ canvas, globals }) => {
    const expected = import.meta.env.STORYBOOK_TEST_THEME ?? globals.theme;
    await expect(globals.theme).toBe(expected);
    const html = document.documentElement;
    await expect(html.classList.contains('dark')).toBe(expected === 'dark');
    // color-scheme comes from theme.css's :root or .dark block, so the tokens really switched.
    await expect(getComputedStyle(html).colorScheme).toBe(expected);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(pairs.length);
  },
};
