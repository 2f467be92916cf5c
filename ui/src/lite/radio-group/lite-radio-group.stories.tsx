import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { LiteRadioGroup, type LiteRadioGroupProps } from './lite-radio-group.tsx';

/** Holds the choice, as the product page holds its chosen option values. */
function ChosenSize(props: LiteRadioGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <LiteRadioGroup
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Lite/LiteRadioGroup',
  component: LiteRadioGroup,
  tags: ['autodocs'],
  args: { label: 'Size', name: 'size', value: 'S', values: ['S', 'M', 'L'], onValueChange: fn() },
  render: (args) => <ChosenSize {...args} />,
} satisfies Meta<typeof LiteRadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the group; a click chooses an option and reports it. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Size' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'S' })).toBeChecked();
    await userEvent.click(canvas.getByText('M'));
    await expect(canvas.getByRole('radio', { name: 'M' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'S' })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('M');
  },
};

/** Tab enters at the chosen option; the arrow keys move the choice. */
export const Keyboard: Story = {
  args: { value: 'M' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'M' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'L' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'S' })).toBeChecked();
  },
};

/** The options sit on one line, like RadioGroup's horizontal orientation. */
export const OneLine: Story = {
  play: async ({ canvas }) => {
    const tops = canvas.getAllByRole('radio').map((radio) => radio.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(document.documentElement).toHaveClass('dark');
  },
};

/** Boxes for a product's sizes: the chosen one outlined, a sold-out one struck through. */
export const Buttons: Story = {
  args: { appearance: 'button', unavailable: ['L'], unavailableText: 'Sold out' },
  play: async ({ args, canvas, userEvent }) => {
    const large = canvas.getByRole('radio', { name: 'L' });
    await expect(large).toHaveAccessibleDescription('Sold out');
    await expect(canvas.getByRole('radio', { name: 'M' })).not.toHaveAccessibleDescription(
      'Sold out',
    );
    // Still a choice (the page then says it is out of stock), by click or arrow keys.
    await userEvent.click(large);
    await expect(large).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('L');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'M' })).toBeChecked();
    // A box at least 44 px high and wide: a finger's target.
    const box = canvas.getByText('S').closest('label')?.getBoundingClientRect();
    await expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  },
};
