import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import * as v from 'valibot';
import { Button } from '../button/button.tsx';
import { FormFieldError } from '../form-field-error/form-field-error.tsx';
import { RadioGroup, RadioGroupItem } from './radio-group.tsx';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { label: 'Shipping speed', name: 'speed' },
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroupItem value="standard">Standard</RadioGroupItem>
      <RadioGroupItem value="express">Express</RadioGroupItem>
      <RadioGroupItem value="overnight">Overnight</RadioGroupItem>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The group is named by its label; a click chooses an option. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Shipping speed' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Express' }));
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeChecked();
    await userEvent.click(canvas.getByText('Overnight'));
    await expect(canvas.getByRole('radio', { name: 'Overnight' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Express' })).not.toBeChecked();
  },
};

/** Tab enters the group; the arrow keys move the choice. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Standard' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Express' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Standard' })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('radio');
    await expect(second?.getBoundingClientRect().top).toBe(first?.getBoundingClientRect().top);
  },
};

/** A required group shows the asterisk, hidden from assistive technology. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Shipping speed' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Express'));
    await expect(canvas.getByRole('radio', { name: 'Express' })).not.toBeChecked();
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Controlled: `value` and `onValueChange`, as with react-hook-form's Controller. */
export const Controlled: Story = {
  args: { onValueChange: fn() },
  render: function ControlledStory(args) {
    const [value, setValue] = useState('express');
    return (
      <RadioGroup
        {...args}
        value={value}
        onValueChange={(next) => {
          args.onValueChange?.(next);
          setValue(next);
        }}
      >
        <RadioGroupItem value="standard">Standard</RadioGroupItem>
        <RadioGroupItem value="express">Express</RadioGroupItem>
      </RadioGroup>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Standard' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('standard');
    await expect(canvas.getByRole('radio', { name: 'Standard' })).toBeChecked();
  },
};

const schema = v.object({
  speed: v.picklist(['standard', 'express'], 'Choose a shipping speed'),
  gift: v.picklist(['yes', 'no'], 'Say whether this is a gift'),
});

function ShippingForm() {
  const form = useForm({ resolver: valibotResolver(schema) });
  const [saved, setSaved] = useState<string>();
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={form.handleSubmit((values) => setSaved(`${values.speed}, gift: ${values.gift}`))}
      >
        <RadioGroup label="Shipping speed" name="speed" required>
          <RadioGroupItem value="standard" {...form.register('speed')}>
            Standard
          </RadioGroupItem>
          <RadioGroupItem value="express" {...form.register('speed')}>
            Express
          </RadioGroupItem>
        </RadioGroup>
        <FormFieldError name="speed" />
        <Controller
          control={form.control}
          name="gift"
          render={({ field }) => (
            <RadioGroup
              label="Gift"
              name={field.name}
              value={field.value ?? ''}
              onValueChange={field.onChange}
            >
              <RadioGroupItem value="yes">Yes</RadioGroupItem>
              <RadioGroupItem value="no">No</RadioGroupItem>
            </RadioGroup>
          )}
        />
        <FormFieldError name="gift" />
        <Button type="submit" className="self-start">
          Continue
        </Button>
        {saved && <output>{saved}</output>}
      </form>
    </FormProvider>
  );
}

/** With react-hook-form, registered option by option or through a Controller. */
export const WithReactHookForm: Story = {
  render: () => <ShippingForm />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Choose a shipping speed')).toBeVisible();
    await expect(canvas.getByText('Say whether this is a gift')).toBeVisible();
    const speed = canvas.getByRole('radiogroup', { name: 'Shipping speed' });
    await expect(speed).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: 'Express' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'No' }));
    await expect(speed).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('express, gift: no');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { required: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Express' }));
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeChecked();
  },
};
