import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NativeSelect } from './native-select.tsx';

const meta = {
  title: 'Lite/NativeSelect',
  component: NativeSelect,
  tags: ['autodocs'],
  args: {
    label: 'Sort by',
    defaultValue: 'newest',
    options: [
      { value: 'newest', label: 'Newest' },
      { value: 'price-asc', label: 'Price: low to high' },
      { value: 'price-desc', label: 'Price: high to low' },
    ],
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visible label names the select; choosing an option reports its value. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveValue('newest');
    await userEvent.selectOptions(select, 'Price: low to high');
    await expect(select).toHaveValue('price-asc');
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('price-asc');
  },
};

/** Without a visible label, `aria-label` names it and no label element is drawn. */
export const AriaLabel: Story = {
  args: { label: undefined, 'aria-label': 'Region' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Region' })).toBeVisible();
    await expect(canvas.queryByText('Sort by')).not.toBeInTheDocument();
  },
};

/**
 * Tab reaches it; from there the keyboard is the browser's own list (which scripted key
 * presses cannot drive, so it is not asserted here).
 */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
  },
};

/** A language's own name is marked with its language, for screen readers. */
export const OptionLanguages: Story = {
  args: {
    label: 'Language',
    defaultValue: 'en',
    options: [
      { value: 'en', label: 'English', lang: 'en' },
      { value: 'de', label: 'Deutsch', lang: 'de' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
  },
};

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox').offsetHeight).toBe(32);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(document.documentElement).toHaveClass('dark');
  },
};
