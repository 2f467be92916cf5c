import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { LiteNumberInput } from './lite-number-input.tsx';

const meta = {
  title: 'Lite/LiteNumberInput',
  component: LiteNumberInput,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Quantity',
    incrementLabel: 'Increase quantity',
    decrementLabel: 'Decrease quantity',
    min: 1,
    max: 5,
    defaultValue: 2,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-48">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LiteNumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The named step buttons step by one, report each change and keep focus on the field. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(input).toHaveValue(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(input).toHaveValue(2);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(input).toHaveFocus();
  },
};

/** Steps stop at `min` and `max`; a step that changes nothing reports nothing. */
export const Bounds: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity' });
    await userEvent.click(decrease);
    await userEvent.click(decrease);
    await expect(input).toHaveValue(1);
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** Tab reaches the field only (the step buttons stay out of the tab order); arrows step. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue(5);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue(4);
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).not.toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  },
};

function ControlledQuantity() {
  const [quantity, setQuantity] = useState(1);
  return (
    <div className="flex flex-col gap-2">
      <LiteNumberInput
        aria-label="Quantity"
        incrementLabel="Increase quantity"
        decrementLabel="Decrease quantity"
        min={1}
        value={quantity}
        onChange={(event) => setQuantity(event.currentTarget.valueAsNumber)}
      />
      <output>{quantity} in the cart</output>
    </div>
  );
}

/** Controlled by React state, as the product page holds its quantity. */
export const Controlled: Story = {
  render: () => <ControlledQuantity />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('3 in the cart');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toBeVisible();
    await expect(document.documentElement).toHaveClass('dark');
  },
};
