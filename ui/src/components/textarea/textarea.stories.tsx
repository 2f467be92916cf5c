import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { expect } from 'storybook/test';
import * as v from 'valibot';
import { Button } from '../button/button.tsx';
import { Field, FieldDescription, FieldError, FieldLabel } from '../field/field.tsx';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { 'aria-label': 'Note', placeholder: 'Add a note for the customer' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.type(textarea, 'Left at the door.{Enter}Signed by the neighbour.');
    await expect(textarea).toHaveValue('Left at the door.\nSigned by the neighbour.');
    await expect(textarea).not.toHaveAttribute('aria-invalid');
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Left at the door.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Note' });
    await expect(textarea).toBeDisabled();
    await expect(Number(getComputedStyle(textarea).opacity)).toBeLessThan(1);
  },
};

export const NoResize: Story = {
  args: { resize: 'none' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('textbox')).resize).toBe('none');
  },
};

const schema = v.object({
  note: v.pipe(
    v.string(),
    v.nonEmpty('Add a note'),
    v.minLength(10, 'Write at least 10 characters'),
  ),
});

function NoteForm() {
  const form = useForm({ resolver: valibotResolver(schema), defaultValues: { note: '' } });
  const [saved, setSaved] = useState(false);
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={form.handleSubmit(() => setSaved(true))}
      >
        <Field name="note" required>
          <FieldLabel>Note</FieldLabel>
          <Textarea {...form.register('note')} />
          <FieldDescription>The customer sees this note on the order.</FieldDescription>
          <FieldError />
        </Field>
        <Button type="submit" className="self-start">
          Save
        </Button>
        {saved && <output>Saved</output>}
      </form>
    </FormProvider>
  );
}

/** With react-hook-form: the error shows under the field and describes the textarea. */
export const WithReactHookForm: Story = {
  render: () => <NoteForm />,
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Note' });
    await userEvent.type(textarea, 'Too short');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Write at least 10 characters')).toBeVisible();
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(
      'The customer sees this note on the order. Write at least 10 characters',
    );
    await userEvent.type(textarea, '!');
    await expect(textarea).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="flex flex-col gap-2">
      <Textarea {...args} aria-label="Valid" />
      <Textarea {...args} aria-label="Invalid" invalid />
      <Textarea {...args} aria-label="Disabled" disabled />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(3);
  },
};
