import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { ModalProvider, ModalTrigger } from '../modal/modal.tsx';
import { SteppedModal, type SteppedModalProps } from './stepped-modal.tsx';

function NewDiscount(args: SteppedModalProps) {
  return (
    <ModalProvider>
      <ModalTrigger render={<Button variant="secondary" />}>New discount</ModalTrigger>
      <SteppedModal {...args} />
    </ModalProvider>
  );
}

const meta = {
  title: 'Components/SteppedModal',
  component: SteppedModal,
  tags: ['autodocs'],
  args: {
    title: 'New discount',
    onSubmit: fn(),
    steps: [
      { content: <p>Choose the discount type.</p> },
      { content: <p>Set the value.</p> },
      { content: <p>Review and create.</p> },
    ],
  },
  render: (args) => <NewDiscount {...args} />,
} satisfies Meta<typeof SteppedModal>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

async function openModal({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) {
  await userEvent.click(canvas.getByRole('button', { name: 'New discount' }));
  const dialog = await screen.findByRole('dialog', { name: 'New discount' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const button = (name: string) => screen.getByRole('button', { name });
/** Disabled buttons stay focusable, so they are disabled through aria-disabled. */
const expectDisabled = (name: string, disabled = true) =>
  disabled
    ? expect(button(name)).toHaveAttribute('aria-disabled', 'true')
    : expect(button(name)).not.toHaveAttribute('aria-disabled');

/**
 * The step starts at 0 (`Step 1 of 3.`); Back is disabled there and never goes below it;
 * Next moves on; the last step's button reads Submit and calls onSubmit.
 */
export const Walkthrough: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await openModal({ canvas, userEvent });
    await expect(screen.getByText('Step 1 of 3.')).toBeVisible();
    await expect(screen.getByText('Choose the discount type.')).toBeVisible();
    // A step without a field starts at the title, not at the disabled-looking Back.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'New discount' })).toHaveFocus(),
    );
    await expectDisabled('Back');
    await userEvent.click(button('Back'));
    await expect(screen.getByText('Step 1 of 3.')).toBeVisible();

    await userEvent.click(button('Next'));
    await expect(screen.getByText('Step 2 of 3.')).toBeVisible();
    await expect(screen.getByText('Set the value.')).toBeVisible();
    await expectDisabled('Back', false);

    await userEvent.click(button('Next'));
    await expect(screen.getByText('Step 3 of 3.')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    // Focus stays on the button that turned into Submit.
    await expect(button('Submit')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();

    await userEvent.click(button('Back'));
    await expect(screen.getByText('Step 2 of 3.')).toBeVisible();
    await expect(button('Next')).toBeVisible();
    await userEvent.click(button('Back'));
    await expect(screen.getByText('Step 1 of 3.')).toBeVisible();
    await expectDisabled('Back');
  },
};

/** Next stays disabled while the next step is not enabled, and works once it is. */
export const NextStepNotEnabled: Story = {
  // The docs snippet would print the steps' elements made in render as objects, walking
  // React's internals into the DOM until the tab runs out of memory: show the code instead.
  parameters: { docs: { source: { type: 'code' } } },
  render: function Render(args) {
    const [agreed, setAgreed] = useState(false);
    const steps = [
      {
        content: (
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            Apply to all products
          </label>
        ),
      },
      { content: <p>Set the value.</p>, enabled: agreed },
    ];
    return <NewDiscount {...args} steps={steps} />;
  },
  play: async ({ args, canvas, userEvent }) => {
    await openModal({ canvas, userEvent });
    await expectDisabled('Next');
    await userEvent.click(button('Next'));
    await expect(screen.getByText('Step 1 of 2.')).toBeVisible();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Apply to all products' }));
    await expectDisabled('Next', false);
    await userEvent.click(button('Next'));
    await expect(screen.getByText('Step 2 of 2.')).toBeVisible();
    await userEvent.click(button('Submit'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Closing resets the steps: the modal reopens on the first one. */
export const ClosingResets: Story = {
  play: async ({ canvas, userEvent }) => {
    await openModal({ canvas, userEvent });
    await userEvent.click(button('Next'));
    await userEvent.click(button('Next'));
    await expect(screen.getByText('Step 3 of 3.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openModal({ canvas, userEvent });
    await expect(screen.getByText('Step 1 of 3.')).toBeVisible();
    await expectDisabled('Back');
  },
};

/** A single step is also the last: Submit at once, shown busy while submitting. */
export const Submitting: Story = {
  args: { steps: [{ content: <p>Review and create.</p> }], isSubmitting: true },
  play: async ({ args, canvas, userEvent }) => {
    await openModal({ canvas, userEvent });
    await expect(screen.getByText('Step 1 of 1.')).toBeVisible();
    const submit = screen.getByRole('button', { name: /submit/i });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Every text is a prop; the counter is a function so languages can order the numbers. */
export const TranslatedLabels: Story = {
  args: {
    backLabel: 'Zurück',
    nextLabel: 'Weiter',
    submitLabel: 'Absenden',
    stepLabel: (step, count) => `Schritt ${step} von ${count}.`,
  },
  play: async ({ canvas, userEvent }) => {
    await openModal({ canvas, userEvent });
    await expect(screen.getByText('Schritt 1 von 3.')).toBeVisible();
    await userEvent.click(button('Weiter'));
    await userEvent.click(button('Weiter'));
    await expect(button('Absenden')).toBeVisible();
    await expect(button('Zurück')).toBeVisible();
  },
};

/**
 * Focus starts on the step's first field (WAI-ARIA dialog pattern), never on Back. Going
 * back to the first step with the keyboard leaves Back disabled, so focus returns to the
 * field instead of staying on a disabled-looking button.
 */
export const FocusStartsInTheStep: Story = {
  args: {
    steps: [
      {
        content: (
          <label className="flex flex-col gap-1">
            Discount code
            <input className="rounded-md border border-border px-3 py-2" />
          </label>
        ),
      },
      { content: <p>Set the value.</p> },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await openModal({ canvas, userEvent });
    const code = screen.getByRole('textbox', { name: 'Discount code' });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(button('Back')).not.toHaveFocus();

    await userEvent.tab();
    await userEvent.tab();
    await expect(button('Next')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(screen.getByText('Step 2 of 2.')).toBeVisible();
    await expect(button('Submit')).toHaveFocus();

    await userEvent.tab({ shift: true });
    await expect(button('Back')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(screen.getByText('Step 1 of 2.')).toBeVisible();
    await expectDisabled('Back');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveFocus(),
    );
  },
};
