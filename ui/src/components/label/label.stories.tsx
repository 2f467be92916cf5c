import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormProvider, useForm } from 'react-hook-form';
import { expect } from 'storybook/test';
import * as v from 'valibot';
import { Button } from '../button/button.tsx';
import { FormFieldError } from '../form-field-error/form-field-error.tsx';
import { Input } from '../input/input.tsx';
import { Label } from './label.tsx';

const meta = {
  title: 'Components/Label',
  component: Label,
  tags: ['autodocs'],
  args: { htmlFor: 'title', children: 'Title' },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-1.5">
      <Label {...args} />
      <Input
        id="title"
        aria-required={args.required || undefined}
        disabled={args.disabled ?? false}
      />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names its input, and clicking it focuses the input. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.click(canvas.getByText('Title'));
    await expect(input).toHaveFocus();
    await expect(canvas.queryByText('*')).toBeNull();
  },
};

/**
 * Required: a red asterisk (specification §5), hidden from assistive technology, which hears
 * "required" from the input's `aria-required` instead of "star".
 */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const asterisk = canvas.getByText('*');
    await expect(asterisk).toBeVisible();
    await expect(asterisk).toHaveAttribute('aria-hidden', 'true');
    const probe = document.createElement('span');
    probe.className = 'text-danger';
    document.body.append(probe);
    await expect(getComputedStyle(asterisk).color).toBe(getComputedStyle(probe).color);
    probe.remove();
    const input = canvas.getByRole('textbox', { name: 'Title' });
    await expect(input).toHaveAccessibleName('Title');
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Title')).toHaveClass('text-muted-foreground');
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toBeDisabled();
  },
};

export const Small: Story = {
  args: { size: 'small' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('Title')).fontSize).toBe('12px');
  },
};

const schema = v.object({ title: v.pipe(v.string(), v.nonEmpty('Enter a title')) });

function TitleForm() {
  const form = useForm({ resolver: valibotResolver(schema), defaultValues: { title: '' } });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="flex max-w-sm flex-col gap-1.5"
        onSubmit={form.handleSubmit(() => {})}
      >
        <Label htmlFor="product-title" required>
          Title
        </Label>
        <Input id="product-title" aria-required {...form.register('title')} />
        <FormFieldError name="title" />
        <Button type="submit" className="self-start">
          Save
        </Button>
      </form>
    </FormProvider>
  );
}

/** In a react-hook-form form: the required label sits over a field that reports its error. */
export const WithReactHookForm: Story = {
  render: () => <TitleForm />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter a title')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toBeVisible();
  },
};
