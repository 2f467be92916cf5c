import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { expect, fn, screen, waitFor } from 'storybook/test';
import * as v from 'valibot';
import { Button } from '../button/button.tsx';
import { Field, FieldLabel } from '../field/field.tsx';
import { FormFieldError } from '../form-field-error/form-field-error.tsx';
import { Combobox, type ComboboxOption } from './combobox.tsx';

const countries: ComboboxOption[] = [
  { value: 'dk', label: 'Denmark' },
  { value: 'fr', label: 'France' },
  { value: 'de', label: 'Germany' },
  { value: 'it', label: 'Italy' },
  { value: 'es', label: 'Spain' },
  { value: 'gb', label: 'United Kingdom' },
  { value: 'us', label: 'United States', disabled: true },
];

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  tags: ['autodocs'],
  args: { label: 'Country', options: countries, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="flex min-h-80 max-w-xs flex-col gap-1.5">
        <Story />
        <button type="button" className="self-start text-sm underline">
          Next field
        </button>
      </div>
    ),
  ],
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open list, once it has faded in; it is in a portal, outside the story's canvas. */
const listbox = () =>
  waitFor(() => {
    const list = screen.getByRole('listbox', { name: 'Country' });
    expect(list).toBeVisible();
    return list;
  });

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

/** Typing filters the list; Enter chooses the first match, which is highlighted. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'ger');
    await listbox();
    await waitFor(() => expect(optionNames()).toEqual(['Germany']));
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('de');
    await expect(input).toHaveValue('Germany');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** Inside a Field, the FieldLabel names the input and the list of matches. */
export const InAField: Story = {
  args: { label: undefined },
  render: (args) => (
    <Field>
      <FieldLabel>Country</FieldLabel>
      <Combobox {...args} />
    </Field>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'ger');
    await expect(await listbox()).toBeVisible();
  },
};

/** Matching ignores case and finds the text anywhere in a label; no match says so. */
export const Filtering: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'UNITED');
    await listbox();
    await waitFor(() => expect(optionNames()).toEqual(['United Kingdom', 'United States']));
    await userEvent.clear(input);
    await userEvent.type(input, 'an');
    await waitFor(() => expect(optionNames()).toEqual(['France', 'Germany']));
    await userEvent.type(input, 'zz');
    const empty = await screen.findByRole('option', { name: 'No results' });
    await expect(empty).toHaveAttribute('aria-disabled', 'true');
    await expect(optionNames()).toEqual(['No results']);
  },
};

/** The arrow keys (Alt+Down too) open the list and move through it; Escape closes without choosing. */
export const Keyboard: Story = {
  args: { defaultValue: 'es' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveValue('Spain');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const list = await listbox();
    // Every option is offered, not only the one the box shows.
    await expect(optionNames()).toHaveLength(countries.length);
    const active = () =>
      document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent ??
      'none';
    await expect(active()).toBe('none');
    await userEvent.keyboard('{ArrowDown}');
    await expect(active()).toBe('Denmark');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(active()).toBe('Germany');
    await userEvent.keyboard('{ArrowUp}');
    await expect(active()).toBe('France');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(list).not.toBeVisible());
    await expect(input).toHaveValue('Spain');
    // Alt+Down opens the list again, the focus staying in the box.
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(list).toBeVisible());
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(list).not.toBeVisible());
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Leaving without choosing puts the chosen option's label back. */
export const LeavingRestores: Story = {
  args: { defaultValue: 'it' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.clear(input);
    await userEvent.type(input, 'fra');
    await listbox();
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('Italy'));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'dk' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toBeDisabled();
    await expect(Number(getComputedStyle(input).opacity)).toBeLessThan(1);
  },
};

export const Invalid: Story = {
  args: { invalid: true, required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

const schema = v.object({ country: v.pipe(v.string(), v.nonEmpty('Choose a country')) });

function CountryForm() {
  const form = useForm({ resolver: valibotResolver(schema), defaultValues: { country: '' } });
  const [saved, setSaved] = useState<string>();
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="flex flex-col gap-1.5"
        onSubmit={form.handleSubmit((values) => setSaved(values.country))}
      >
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Combobox
              label="Country"
              required
              options={countries}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
            />
          )}
        />
        <FormFieldError name="country" />
        <div className="flex gap-2">
          <Button type="submit">Save</Button>
          <Button type="button" variant="secondary" onClick={() => form.reset({ country: 'fr' })}>
            Reset to France
          </Button>
        </div>
        {saved && <output>Saved {saved}</output>}
      </form>
    </FormProvider>
  );
}

/** With react-hook-form through a Controller; a form reset shows in the box. */
export const WithReactHookForm: Story = {
  render: () => <CountryForm />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Choose a country')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'den');
    await userEvent.click(await screen.findByRole('option', { name: 'Denmark' }));
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved dk');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to France' }));
    await expect(input).toHaveValue('France');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'fr' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Country' }));
    await listbox();
    await expect(screen.getByRole('option', { name: 'France' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};
