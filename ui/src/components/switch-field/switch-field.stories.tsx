import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { expect } from 'storybook/test';
import * as v from 'valibot';
import { Button } from '../button/button.tsx';
import { FormFieldError } from '../form-field-error/form-field-error.tsx';
import { Input } from '../input/input.tsx';
import { Label } from '../label/label.tsx';
import { SwitchField, type SwitchFieldProps } from './switch-field.tsx';

// Texts from specification §9.
const anonymizeLabel = 'Anonymize my usage data';
const anonymizeDescription =
  'You can choose to anonymize your usage data. If this option is selected, we will not collect your personal information, such as your name and email address.';
const optOutLabel = 'Opt out of sharing my usage data';
const optOutDescription = 'You can always opt out of sharing your usage data at any time.';

type Values = { anonymize: boolean; opt_out: boolean; email: string };

/** A single switch in its own form, so each story's args reach it. */
function SingleSwitch(props: Omit<SwitchFieldProps<Values>, 'name' | 'control'>) {
  const form = useForm<Values>({ defaultValues: { anonymize: false, opt_out: false, email: '' } });
  return (
    <FormProvider {...form}>
      <SwitchField<Values> name="anonymize" {...props} />
      <output className="mt-2 block text-sm">anonymize: {String(form.watch('anonymize'))}</output>
    </FormProvider>
  );
}

const meta = {
  title: 'Components/SwitchField',
  component: SingleSwitch,
  tags: ['autodocs'],
  args: { label: anonymizeLabel, description: anonymizeDescription },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SingleSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled and described; a click on the switch or its label flips the form value. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: anonymizeLabel });
    await expect(toggle).toHaveAccessibleDescription(anonymizeDescription);
    const value = canvas.getByRole('status');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(value).toHaveTextContent('anonymize: true');
    await userEvent.click(toggle);
    await expect(value).toHaveTextContent('anonymize: false');
    await userEvent.click(canvas.getByText(anonymizeLabel));
    await expect(value).toHaveTextContent('anonymize: true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: anonymizeLabel });
    await expect(toggle).toBeDisabled();
    await expect(Number(getComputedStyle(toggle).opacity)).toBeLessThan(1);
    await userEvent.click(canvas.getByText(anonymizeLabel));
    await expect(canvas.getByRole('status')).toHaveTextContent('anonymize: false');
  },
};

export const WithoutDescription: Story = {
  args: { description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: anonymizeLabel })).not.toHaveAttribute(
      'aria-describedby',
    );
  },
};

const schema = v.object({
  anonymize: v.boolean(),
  opt_out: v.boolean(),
  // Specification §5: optional, but a given email must be valid.
  email: v.union([v.literal(''), v.pipe(v.string(), v.email('Please enter a valid email'))]),
});

/** The usage-data form of specification §2 and §4, built from these pieces. */
function UsageDataForm() {
  const form = useForm<Values>({
    resolver: valibotResolver(schema),
    defaultValues: { anonymize: false, opt_out: false, email: '' },
  });
  const [saved, setSaved] = useState<string>();
  const optOut = form.watch('opt_out');
  const anonymize = form.watch('anonymize');
  // Specification §4: turning opt_out on forces anonymize off.
  useEffect(() => {
    if (optOut) form.setValue('anonymize', false);
  }, [optOut, form]);
  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => setSaved(JSON.stringify(values)))}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="usage-email" disabled={optOut || anonymize}>
            Email
          </Label>
          <Input
            id="usage-email"
            type="email"
            placeholder="you@example.com"
            disabled={optOut || anonymize}
            {...form.register('email')}
          />
          <FormFieldError name="email" />
        </div>
        <SwitchField<Values>
          name="anonymize"
          label={anonymizeLabel}
          description={anonymizeDescription}
          disabled={optOut}
        />
        <SwitchField<Values> name="opt_out" label={optOutLabel} description={optOutDescription} />
        <Button type="submit" className="self-start">
          Continue
        </Button>
        {saved && <output>{saved}</output>}
      </form>
    </FormProvider>
  );
}

/** Opting out turns anonymize off and disables it; either one disables the email field. */
export const UsageDataPreferences: Story = {
  render: () => <UsageDataForm />,
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const anonymize = canvas.getByRole('switch', { name: anonymizeLabel });
    const optOut = canvas.getByRole('switch', { name: optOutLabel });
    await userEvent.type(email, 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    await userEvent.type(email, 'example.com');
    await userEvent.click(anonymize);
    await expect(email).toBeDisabled();
    await expect(Number(getComputedStyle(email).opacity)).toBeLessThan(1);
    await userEvent.click(optOut);
    await expect(anonymize).not.toBeChecked();
    await expect(anonymize).toBeDisabled();
    await expect(Number(getComputedStyle(anonymize).opacity)).toBeLessThan(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      '{"anonymize":false,"opt_out":true,"email":"ada@example.com"}',
    );
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: () => <UsageDataForm />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('switch', { name: optOutLabel }));
    await expect(canvas.getByRole('switch', { name: anonymizeLabel })).toBeDisabled();
  },
};
