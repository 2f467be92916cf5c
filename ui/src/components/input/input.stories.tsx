import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { expect, waitFor } from 'storybook/test';
import * as v from 'valibot';
import { Button } from '../button/button.tsx';
import { Field, FieldDescription, FieldError, FieldLabel } from '../field/field.tsx';
import { FormFieldError } from '../form-field-error/form-field-error.tsx';
import { Label } from '../label/label.tsx';
import { Input } from './input.tsx';

const meta = {
  title: 'Components/Input',
  component: Input,
  tags: ['autodocs'],
  args: { 'aria-label': 'Email', placeholder: 'you@example.com' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The computed colour of a semantic text class, to compare borders against. */
function tokenColour(className: string) {
  const probe = document.createElement('span');
  probe.className = className;
  document.body.append(probe);
  const { color } = getComputedStyle(probe);
  probe.remove();
  return color;
}

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(getComputedStyle(input).borderColor).toBe(tokenColour('text-border'));
  },
};

/** The explicit `invalid` prop, for forms without react-hook-form: danger border. */
export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(getComputedStyle(input).borderColor).toBe(tokenColour('text-danger'));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await expect(Number(getComputedStyle(input).opacity)).toBeLessThan(1);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      <Input {...args} aria-label="Small" size="small" />
      <Input {...args} aria-label="Medium" size="medium" />
      <Input {...args} aria-label="Large" size="large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (name: string) =>
      canvas.getByRole('textbox', { name }).getBoundingClientRect().height;
    await expect([height('Small'), height('Medium'), height('Large')]).toEqual([32, 36, 44]);
  },
};

const schema = v.object({
  email: v.pipe(
    v.string(),
    v.nonEmpty('Enter an email address'),
    v.email('Please enter a valid email'),
  ),
});

function EmailForm() {
  const form = useForm({ resolver: valibotResolver(schema), defaultValues: { email: '' } });
  const [saved, setSaved] = useState<string>();
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="flex max-w-sm flex-col gap-2"
        onSubmit={form.handleSubmit((values) => setSaved(values.email))}
      >
        <Label htmlFor="email" required>
          Email
        </Label>
        <Input id="email" type="email" aria-required {...form.register('email')} />
        <FormFieldError name="email" />
        <Button type="submit" className="self-start">
          Save
        </Button>
        {saved && <output>Saved {saved}</output>}
      </form>
    </FormProvider>
  );
}

/** With react-hook-form: the error style follows the form's error for the input's name. */
export const WithReactHookForm: Story = {
  render: () => <EmailForm />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    // The border eases into the danger colour. (The probe is read outside waitFor: its DOM
    // change would re-trigger waitFor's observer forever.)
    const danger = tokenColour('text-danger');
    await waitFor(() => expect(getComputedStyle(input).borderColor).toBe(danger));
    // Fixing the value clears the error as the user types (react-hook-form revalidates).
    await userEvent.clear(input);
    await userEvent.type(input, 'ada@example.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Please enter a valid email')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved ada@example.com');
  },
};

function FieldForm() {
  const form = useForm({ resolver: valibotResolver(schema), defaultValues: { email: '' } });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="flex max-w-sm flex-col gap-3"
        onSubmit={form.handleSubmit(() => {})}
      >
        <Field name="email" required>
          <FieldLabel>Email</FieldLabel>
          <Input type="email" {...form.register('email')} />
          <FieldDescription>Receipts are sent to this address.</FieldDescription>
          <FieldError />
        </Field>
        <Button type="submit" className="self-start">
          Save
        </Button>
      </form>
    </FormProvider>
  );
}

/** Inside a Field, the label, description and error are wired to the input for you. */
export const InField: Story = {
  render: () => <FieldForm />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('Receipts are sent to this address.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter an email address')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Receipts are sent to this address. Enter an email address',
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-2">
      <Input {...args} aria-label="Valid" defaultValue="ada@example.com" />
      <Input {...args} aria-label="Invalid" invalid defaultValue="ada@" />
      <Input {...args} aria-label="Disabled" disabled />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Invalid' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
