import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormProvider, useForm } from 'react-hook-form';
import { expect, screen, waitFor } from 'storybook/test';
import * as v from 'valibot';
import { hover, unhover } from '../../test/pointer.ts';
import { Button } from '../button/button.tsx';
import { Input } from '../input/input.tsx';
import { Label } from '../label/label.tsx';
import { FormFieldError } from './form-field-error.tsx';

const meta = {
  title: 'Components/FormFieldError',
  component: FormFieldError,
  tags: ['autodocs'],
  args: { messages: ['Enter a title'] },
  decorators: [
    (Story) => (
      <div className="min-h-40 max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormFieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The count, which appears once the tooltip's module has loaded (it is imported on first
 * use); on a busy machine that can take longer than findBy's default second.
 */
function findCount(canvas: { findByRole: typeof screen.findByRole }, name: string) {
  return canvas.findByRole('button', { name }, { timeout: 5000 });
}

async function shownTooltip() {
  // The fade-in starts on an animation frame, which a busy machine can hold back past
  // waitFor's default second (seen in the static build with three pages side by side).
  return waitFor(
    () => {
      const tooltip = screen.getByRole('tooltip');
      expect(tooltip).toBeVisible();
      return tooltip;
    },
    { timeout: 5000 },
  );
}

/** One message: just the message, no count. */
export const OneMessage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Enter a title')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Two messages: the first, and `+1 error` whose tooltip shows the second. */
export const TwoMessages: Story = {
  args: { messages: ['At least 8 characters', 'Include a digit'] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('At least 8 characters')).toBeVisible();
    await expect(canvas.queryByText('Include a digit')).toBeNull();
    const count = await findCount(canvas, '+1 error');
    await expect(count).toHaveTextContent(/^\+1 error$/);
    await hover(userEvent, count);
    await expect(await shownTooltip()).toHaveTextContent('Include a digit');
  },
};

/** Several: `+N errors`, and the tooltip lists every message after the first. */
export const SeveralMessages: Story = {
  args: {
    messages: [
      'At least 8 characters',
      'Include a digit',
      'Include a capital letter',
      'Include a symbol',
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const count = await findCount(canvas, '+3 errors');
    await userEvent.tab();
    await expect(count).toHaveFocus();
    const tooltip = await shownTooltip();
    const items = Array.from(tooltip.querySelectorAll('li'), (item) => item.textContent);
    await expect(items).toEqual([
      'Include a digit',
      'Include a capital letter',
      'Include a symbol',
    ]);
    await expect(count).toHaveAccessibleDescription(
      'Include a digit Include a capital letter Include a symbol',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** No messages: nothing at all. */
export const NoMessages: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="form-field-error"]')).toBeNull();
  },
};

/** The count label is a prop, so apps pass a translation. */
export const TranslatedCount: Story = {
  args: {
    messages: ['Mindestens 8 Zeichen', 'Eine Ziffer angeben', 'Einen Großbuchstaben angeben'],
    countLabel: (count: number) => (count === 1 ? '+1 Fehler' : `+${count} Fehler`),
  },
  play: async ({ canvas }) => {
    await expect(await findCount(canvas, '+2 Fehler')).toBeVisible();
  },
};

const schema = v.object({
  password: v.pipe(
    v.string(),
    v.minLength(8, 'At least 8 characters'),
    v.regex(/[0-9]/, 'Include a digit'),
    v.regex(/[A-Z]/, 'Include a capital letter'),
  ),
});

function PasswordForm() {
  // criteriaMode 'all' keeps every failed rule's message, not just the first.
  const form = useForm({
    resolver: valibotResolver(schema),
    criteriaMode: 'all',
    defaultValues: { password: '' },
  });
  return (
    <FormProvider {...form}>
      <form noValidate className="flex flex-col gap-1.5" onSubmit={form.handleSubmit(() => {})}>
        <Label htmlFor="password" required>
          Password
        </Label>
        <Input id="password" type="password" aria-required {...form.register('password')} />
        <FormFieldError name="password" />
        <Button type="submit" className="self-start">
          Save
        </Button>
      </form>
    </FormProvider>
  );
}

/** With react-hook-form and `criteriaMode: 'all'`: every broken rule is counted. */
export const WithReactHookForm: Story = {
  args: { messages: undefined },
  render: () => <PasswordForm />,
  play: async ({ canvas, userEvent }) => {
    // The label reads "Password*"; the asterisk is decoration.
    const input = canvas.getByLabelText(/^Password/);
    await userEvent.type(input, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('At least 8 characters')).toBeVisible();
    const count = await findCount(canvas, '+2 errors');
    await hover(userEvent, count);
    const tooltip = await shownTooltip();
    await expect(tooltip).toHaveTextContent('Include a digit');
    await expect(tooltip).toHaveTextContent('Include a capital letter');
    await unhover(userEvent, count);
    // Fixing some rules updates the count as the user types.
    await userEvent.type(input, 'defgh1');
    await expect(await canvas.findByText('Include a capital letter')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /error/ })).toBeNull();
    await userEvent.type(input, 'X');
    await waitFor(() => expect(canvas.queryByText('Include a capital letter')).toBeNull());
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { messages: ['At least 8 characters', 'Include a digit', 'Include a capital letter'] },
  play: async ({ canvas, userEvent }) => {
    await hover(userEvent, await findCount(canvas, '+2 errors'));
    await shownTooltip();
  },
};
