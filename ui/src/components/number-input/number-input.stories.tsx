import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import * as v from 'valibot';
import { Button } from '../button/button.tsx';
import { FormFieldError } from '../form-field-error/form-field-error.tsx';
import { Label } from '../label/label.tsx';
import { NumberInput } from './number-input.tsx';

const meta = {
  title: 'Components/NumberInput',
  component: NumberInput,
  tags: ['autodocs'],
  args: { 'aria-label': 'Quantity', min: 0, max: 10, defaultValue: 5, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-48">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The step buttons are named, step by one, and report each change. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(input).toHaveValue(6);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease' }));
    await expect(input).toHaveValue(4);
    await expect(input).toHaveFocus();
  },
};

/** Steps stop at `max` and `min`. */
export const Bounds: Story = {
  args: { min: 1, max: 3, defaultValue: 2 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    const increase = canvas.getByRole('button', { name: 'Increase' });
    const decrease = canvas.getByRole('button', { name: 'Decrease' });
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(input).toHaveValue(3);
    await userEvent.click(decrease);
    await userEvent.click(decrease);
    await userEvent.click(decrease);
    await expect(input).toHaveValue(1);
    // Clicks that change nothing report nothing.
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const Step: Story = {
  args: { step: 5, min: 0, max: 20, defaultValue: 0 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(input).toHaveValue(10);
  },
};

/** ArrowUp and ArrowDown step from the keyboard, within the bounds. */
export const Keyboard: Story = {
  args: { max: 6 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue(6);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue(6);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue(4);
    await userEvent.clear(input);
    await userEvent.type(input, '8');
    await expect(input).toHaveValue(8);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    const frame = canvas.getByRole('spinbutton').parentElement as HTMLElement;
    await expect(Number(getComputedStyle(frame).opacity)).toBeLessThan(1);
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The buttons' names are props, so apps pass translations. */
export const CustomLabels: Story = {
  args: { incrementLabel: 'Add one', decrementLabel: 'Remove one' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add one' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove one' })).toBeInTheDocument();
  },
};

const schema = v.object({
  quantity: v.pipe(
    v.number('Enter a quantity'),
    v.minValue(1, 'Order at least 1'),
    v.maxValue(10, 'Order at most 10'),
  ),
});

function QuantityForm() {
  const form = useForm({ resolver: valibotResolver(schema), defaultValues: { quantity: 0 } });
  const [saved, setSaved] = useState<number>();
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={form.handleSubmit((values) => setSaved(values.quantity))}
      >
        <Label htmlFor="quantity" required>
          Quantity
        </Label>
        <NumberInput
          id="quantity"
          aria-required
          min={0}
          max={10}
          {...form.register('quantity', { valueAsNumber: true })}
        />
        <FormFieldError name="quantity" />
        <Button type="submit" className="self-start">
          Save
        </Button>
        {saved !== undefined && <output>Saved {saved}</output>}
      </form>
    </FormProvider>
  );
}

/** With react-hook-form: stepping updates the registered value and clears its error. */
export const WithReactHookForm: Story = {
  render: () => <QuantityForm />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Order at least 1')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(input).toHaveValue(1);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved 1');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="flex flex-col gap-2">
      <NumberInput {...args} aria-label="Valid" />
      <NumberInput {...args} aria-label="Invalid" invalid />
      <NumberInput {...args} aria-label="Disabled" disabled />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('spinbutton')).toHaveLength(3);
  },
};
