import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { ModalProvider, ModalTrigger } from '../modal/modal.tsx';
import {
  FocusModal,
  FocusModalBody,
  FocusModalHeader,
  type FocusModalHeaderProps,
  FocusModalTitle,
} from './focus-modal.tsx';

type Args = Omit<FocusModalHeaderProps, 'children'>;

function EditProduct(args: Args) {
  return (
    <ModalProvider>
      <ModalTrigger render={<Button variant="secondary" />}>Edit product</ModalTrigger>
      <FocusModal>
        <FocusModalHeader {...args}>
          <FocusModalTitle>Edit product</FocusModalTitle>
        </FocusModalHeader>
        <FocusModalBody>
          <label className="flex flex-col gap-1 text-sm">
            Title
            <input
              className="rounded-md border border-border bg-background px-3 py-2"
              defaultValue="Medusa sweatshirt"
            />
          </label>
        </FocusModalBody>
      </FocusModal>
    </ModalProvider>
  );
}

const meta = {
  title: 'Components/FocusModal',
  component: FocusModalHeader,
  tags: ['autodocs'],
  args: { onCancel: fn(), onSave: fn() },
  render: (args) => <EditProduct {...args} />,
} satisfies Meta<typeof FocusModalHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** Opens the modal from its trigger and waits out the 100 ms fade-in. */
async function open({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) {
  await userEvent.click(canvas.getByRole('button', { name: 'Edit product' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Full screen, with Cancel and Save changes; Cancel calls onCancel and closes. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await open({ canvas, userEvent });
    await waitFor(() => {
      const { top, left, width, height } = dialog.getBoundingClientRect();
      expect({ top, left, width, height }).toEqual({
        top: 0,
        left: 0,
        width: document.documentElement.clientWidth,
        height: window.innerHeight,
      });
    });
    await expect(screen.getByRole('textbox', { name: 'Title' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Edit product' })).toHaveFocus();
  },
};

/** Save changes calls onSave and leaves the modal open until the caller closes it. */
export const Save: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await open({ canvas, userEvent });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** While saving, Save changes is busy with a spinner and takes no more clicks. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ args, canvas, userEvent }) => {
    await open({ canvas, userEvent });
    const save = screen.getByRole('button', { name: /save changes/i });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(within(save).getByRole('status', { name: 'Loading' })).toBeVisible();
    // Disabled, so Tab from Cancel skips it and goes on to the form.
    await expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A Cancel handler that prevents the default keeps the modal open (e.g. to confirm). */
export const CancelPrevented: Story = {
  args: { onCancel: fn((event) => event.preventDefault()) },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await open({ canvas, userEvent });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(dialog).toBeVisible();
  },
};

/** Labels are props, so the apps pass their translations. */
export const TranslatedLabels: Story = {
  args: { cancelLabel: 'Abbrechen', saveLabel: 'Änderungen speichern' },
  play: async ({ canvas, userEvent }) => {
    await open({ canvas, userEvent });
    await expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeVisible();
  },
};
