import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

function DeleteProducts(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: false,
    onClose: fn(),
    onConfirm: fn(),
    title: 'Delete 3 products?',
    description: 'They disappear from the store and the back office. This cannot be undone.',
    confirmLabel: 'Delete products',
  },
  render: (args) => <DeleteProducts {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An alertdialog that starts on Cancel; the action is its own button. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 3 products?' });
    await expect(dialog).toHaveAccessibleDescription(
      'They disappear from the store and the back office. This cannot be undone.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Delete products' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** While the action runs it cannot be dismissed, and its button shows it is busy. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: /Delete products/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // Fully shown first (it fades in), so a dismissal would be seen as it fading out.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};
