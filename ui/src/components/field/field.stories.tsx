import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormProvider, useForm } from 'react-hook-form';
import { expect } from 'storybook/test';
import * as v from 'valibot';
import { Button } from '../button/button.tsx';
import { Input } from '../input/input.tsx';
import { NumberInput } from '../number-input/number-input.tsx';
import { Field, FieldDescription, FieldError, FieldLabel } from './field.tsx';

const meta = {
  title: 'Components/Field',
  component: Field,
  tags: ['autodocs'],
  args: { required: true },
  render: (args) => (
    <Field {...args} className="max-w-sm">
      <FieldLabel>Handle</FieldLabel>
      <Input placeholder="summer-shirt" />
      <FieldDescription>The product's address in the store.</FieldDescription>
      <FieldError messages={args.invalid ? ['Use lowercase letters and dashes'] : undefined} />
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control; the description describes it; required reaches the control. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Handle' });
    await expect(input).toHaveAccessibleDescription("The product's address in the store.");
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Invalid: the control takes the error style and is described by the error too. */
export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Handle' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      "The product's address in the store. Use lowercase letters and dashes",
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Handle' })).toBeDisabled();
  },
};

const schema = v.object({
  handle: v.pipe(v.string(), v.regex(/^[a-z-]+$/, 'Use lowercase letters and dashes')),
  stock: v.pipe(v.number(), v.minValue(0, 'Stock cannot be negative')),
});

function ProductForm() {
  const form = useForm({
    resolver: valibotResolver(schema),
    defaultValues: { handle: 'Summer Shirt', stock: -1 },
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="flex max-w-sm flex-col gap-4"
        onSubmit={form.handleSubmit(() => {})}
      >
        <Field name="handle" required>
          <FieldLabel>Handle</FieldLabel>
          <Input {...form.register('handle')} />
          <FieldDescription>The product's address in the store.</FieldDescription>
          <FieldError />
        </Field>
        <Field name="stock">
          <FieldLabel>Stock</FieldLabel>
          <NumberInput {...form.register('stock', { valueAsNumber: true })} />
          <FieldError />
        </Field>
        <Button type="submit" className="self-start">
          Save
        </Button>
      </form>
    </FormProvider>
  );
}

/** With react-hook-form: each Field shows its own error, read by name from the form. */
export const WithReactHookForm: Story = {
  render: () => <ProductForm />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const handle = canvas.getByRole('textbox', { name: 'Handle' });
    const stock = canvas.getByRole('spinbutton', { name: 'Stock' });
    await expect(await canvas.findByText('Use lowercase letters and dashes')).toBeVisible();
    await expect(handle).toHaveAttribute('aria-invalid', 'true');
    await expect(stock).toHaveAccessibleDescription('Stock cannot be negative');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(stock).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Stock cannot be negative')).toBeNull();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Use lowercase letters and dashes')).toBeVisible();
  },
};
