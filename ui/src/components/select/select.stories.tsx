import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { expect, fn, screen, waitFor } from 'storybook/test';
import * as v from 'valibot';
import { Button } from '../button/button.tsx';
import { Field, FieldLabel } from '../field/field.tsx';
import { FormFieldError } from '../form-field-error/form-field-error.tsx';
import { Select, type SelectOption } from './select.tsx';

const currencies: SelectOption[] = [
  { value: 'usd', label: 'US Dollar' },
  { value: 'eur', label: 'Euro' },
  { value: 'gbp', label: 'British Pound' },
  { value: 'jpy', label: 'Japanese Yen', disabled: true },
  { value: 'dkk', label: 'Danish Krone' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Currency', options: currencies, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="flex min-h-72 max-w-xs flex-col gap-1.5">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open list, once it has faded in; it is in a portal, outside the story's canvas. */
const listbox = () =>
  waitFor(() => {
    const list = screen.getByRole('listbox', { name: 'Currency' });
    expect(list).toBeVisible();
    return list;
  });

/** The option the keyboard is on: the list keeps focus and points at it. */
async function expectActive(name: string) {
  const list = await listbox();
  await waitFor(() =>
    expect(list.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name }).id,
    ),
  );
}

/** A click opens the list; choosing an option shows its label and closes the list. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Currency' });
    await expect(trigger).toHaveTextContent('Select an option');
    await userEvent.click(trigger);
    await expect(await listbox()).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Euro' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('eur');
    await expect(trigger).toHaveTextContent('Euro');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** Keyboard: arrows open the list and move through it, skipping disabled options. */
export const Keyboard: Story = {
  args: { defaultValue: 'gbp' },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Currency' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await listbox()).toBeVisible();
    // The chosen option is where the list opens.
    await expectActive('British Pound');
    await userEvent.keyboard('{ArrowDown}');
    await expectActive('Danish Krone');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('dkk');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Danish Krone');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // Escape closes without changing the choice.
    await userEvent.keyboard('{ArrowDown}');
    await expectActive('Danish Krone');
    await userEvent.keyboard('{ArrowUp}');
    await expectActive('British Pound');
    await expect(trigger).toHaveTextContent('Danish Krone');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Danish Krone');
  },
};

/** Typing jumps to the option that starts with the typed letters. */
export const Typeahead: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Currency' });
    await userEvent.click(trigger);
    await listbox();
    await userEvent.keyboard('br');
    await expectActive('British Pound');
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveTextContent('British Pound');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'eur' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('Euro');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Currency' });
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Currency' });
    await expect(trigger).toBeDisabled();
    await expect(Number(getComputedStyle(trigger).opacity)).toBeLessThan(1);
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Currency' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

const schema = v.object({
  currency: v.pipe(v.string(), v.nonEmpty('Choose a currency')),
});

function CurrencyForm() {
  const form = useForm({ resolver: valibotResolver(schema), defaultValues: { currency: '' } });
  const [saved, setSaved] = useState<string>();
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="flex flex-col gap-1.5"
        onSubmit={form.handleSubmit((values) => setSaved(values.currency))}
      >
        <Controller
          control={form.control}
          name="currency"
          render={({ field }) => (
            <Select
              label="Currency"
              required
              options={currencies}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
            />
          )}
        />
        <FormFieldError name="currency" />
        <Button type="submit" className="self-start">
          Save
        </Button>
        {saved && <output>Saved {saved}</output>}
      </form>
    </FormProvider>
  );
}

/** With react-hook-form through a Controller: the error shows and clears on choosing. */
export const WithReactHookForm: Story = {
  render: () => <CurrencyForm />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Currency' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Choose a currency')).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Euro' }));
    await expect(trigger).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved eur');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'eur' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Currency' }));
    await expect(await listbox()).toBeVisible();
    await expect(screen.getByRole('option', { name: 'Euro' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Inside a Field, the FieldLabel names the trigger and the list it opens. */
export const InAField: Story = {
  args: { label: undefined },
  render: (args) => (
    <Field>
      <FieldLabel>Currency</FieldLabel>
      <Select {...args} />
    </Field>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Currency' }));
    await expect(await listbox()).toBeVisible();
  },
};
