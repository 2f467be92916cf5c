import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LiteInput } from './lite-input.tsx';

const meta = {
  title: 'Lite/LiteInput',
  component: LiteInput,
  tags: ['autodocs'],
  args: { 'aria-label': 'Search products', type: 'search', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LiteInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports every change; the field keeps its name. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(input, 'mug');
    await expect(input).toHaveValue('mug');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** `invalid` marks it for assistive technology as well as in colour. */
export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Valid, it carries no `aria-invalid` at all. */
export const Valid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).not.toHaveAttribute('aria-invalid');
  },
};

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox').offsetHeight).toBe(32);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'mug');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="flex flex-col gap-2">
      <LiteInput {...args} aria-label="Valid" />
      <LiteInput {...args} aria-label="Invalid" invalid />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('searchbox')).toHaveLength(2);
  },
};
