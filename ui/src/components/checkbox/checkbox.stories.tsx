import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { expect, fn } from 'storybook/test';
import * as v from 'valibot';
import { Button } from '../button/button.tsx';
import { FormFieldError } from '../form-field-error/form-field-error.tsx';
import { Label } from '../label/label.tsx';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { id: 'newsletter', onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox {...args} />
      <Label htmlFor={args.id}>Send me the newsletter</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the box or its label ticks it. */
export const Unchecked: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send me the newsletter' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Send me the newsletter'));
    await expect(checkbox).not.toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Send me the newsletter' })).toBeChecked();
  },
};

/** Tab reaches it; Space ticks and clears it. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send me the newsletter' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Send me the newsletter' });
    await expect(checkbox).toBeDisabled();
    await expect(Number(getComputedStyle(checkbox).opacity)).toBeLessThan(1);
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

const schema = v.object({
  terms: v.pipe(v.boolean(), v.value(true, 'Accept the terms to continue')),
  newsletter: v.boolean(),
});

function TermsForm() {
  const form = useForm({
    resolver: valibotResolver(schema),
    defaultValues: { terms: false, newsletter: true },
  });
  const [saved, setSaved] = useState<string>();
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={form.handleSubmit((values) => setSaved(JSON.stringify(values)))}
      >
        <div className="flex items-center gap-2">
          <Checkbox id="terms" aria-required {...form.register('terms')} />
          <Label htmlFor="terms" required>
            I accept the terms
          </Label>
        </div>
        <FormFieldError name="terms" />
        <div className="flex items-center gap-2">
          <Checkbox id="newsletter-rhf" {...form.register('newsletter')} />
          <Label htmlFor="newsletter-rhf">Send me the newsletter</Label>
        </div>
        <Button type="submit" className="self-start">
          Continue
        </Button>
        {saved && <output>{saved}</output>}
      </form>
    </FormProvider>
  );
}

/** With react-hook-form's `register`: default values show, and the error clears once ticked. */
export const WithReactHookForm: Story = {
  render: () => <TermsForm />,
  play: async ({ canvas, userEvent }) => {
    const terms = canvas.getByRole('checkbox', { name: 'I accept the terms' });
    await expect(canvas.getByRole('checkbox', { name: 'Send me the newsletter' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Accept the terms to continue')).toBeVisible();
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(terms);
    await expect(terms).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      '{"terms":true,"newsletter":true}',
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div className="flex gap-3">
      <Checkbox aria-label="Off" />
      <Checkbox aria-label="On" defaultChecked />
      <Checkbox aria-label="Invalid" invalid />
      <Checkbox aria-label="Disabled" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
  },
};
