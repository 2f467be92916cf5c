import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { LiteTextField } from './lite-text-field.tsx';

const meta = {
  title: 'Lite/LiteTextField',
  component: LiteTextField,
  tags: ['autodocs'],
  args: { label: 'Email', name: 'email', type: 'email', required: true, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LiteTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the input, which is required and valid. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: /^Email/ });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAccessibleDescription();
    await userEvent.type(input, 'a');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** With an error: the input is invalid and described by the message shown under it. */
export const WithError: Story = {
  args: { error: 'Enter your email.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /^Email/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter your email.');
    await expect(canvas.getByText('Enter your email.')).toBeVisible();
  },
};

function CheckedField() {
  const [value, setValue] = useState('');
  return (
    <LiteTextField
      label="Email"
      name="email"
      type="email"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={value.includes('@') ? undefined : 'Enter a valid email.'}
    />
  );
}

/** The owner keeps the message: fixed, the field is valid and described by nothing. */
export const Fixed: Story = {
  render: () => <CheckedField />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('Enter a valid email.');
    await userEvent.type(input, 'a@b');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAccessibleDescription();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { error: 'Enter your email.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Enter your email.')).toBeVisible();
  },
};
