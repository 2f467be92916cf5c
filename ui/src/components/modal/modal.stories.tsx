import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button.tsx';
import {
  Modal,
  ModalBody,
  ModalClose,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  type ModalProps,
  ModalProvider,
  ModalTitle,
  ModalTrigger,
} from './modal.tsx';

function AddressModal(args: ModalProps) {
  return (
    <ModalProvider>
      <ModalTrigger render={<Button variant="secondary" />}>Edit address</ModalTrigger>
      <Modal {...args}>
        <ModalHeader>
          <ModalTitle>Edit address</ModalTitle>
          <ModalDescription>Used for shipping this order.</ModalDescription>
        </ModalHeader>
        <ModalBody>{args.children}</ModalBody>
        <ModalFooter>
          <ModalClose render={<Button variant="secondary" />}>Cancel</ModalClose>
          <Button>Save</Button>
        </ModalFooter>
      </Modal>
    </ModalProvider>
  );
}

const meta = {
  title: 'Components/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: { children: 'The address is printed on the packing slip.' },
  render: (args) => <AddressModal {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its trigger, takes focus, keeps Tab inside, and hands focus back on Escape. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit address' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    await expect(dialog).toHaveAccessibleDescription('Used for shipping this order.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Focus trapped: the page behind is inert, and Tab and Shift+Tab cycle inside.
    await expect(trigger.closest('[inert]')).not.toBeNull();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const save = screen.getByRole('button', { name: 'Save' });
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** A click on the dimmed backdrop dismisses the modal, as Escape does. */
export const BackdropDismissal: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit address' }));
    await screen.findByRole('dialog', { name: 'Edit address' });
    const backdrop = document.querySelector<HTMLElement>('[data-slot="modal-backdrop"]');
    await waitFor(() => expect(backdrop).toBeVisible());
    await userEvent.click(backdrop as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The footer's Cancel is a ModalClose: it closes without further wiring. */
export const CloseButton: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Edit address' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Specification section 9: the default max height is the window height minus 64 px. */
export const TallContent: Story = {
  args: {
    children: (
      <ol className="list-decimal ps-5">
        {Array.from({ length: 60 }, (_, i) => `line-${i + 1}`).map((id) => (
          <li key={id}>
            <a href={`#${id}`} className="text-primary underline">
              Order {id.replace('-', ' ')}
            </a>
          </li>
        ))}
      </ol>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    const expected = window.innerHeight - 64;
    await expect(getComputedStyle(dialog).maxHeight).toBe(`${expected}px`);
    await waitFor(() => expect(dialog.getBoundingClientRect().height).toBe(expected));
    // The footer stays in view; the body scrolls instead.
    await expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

/** Controlled: `open` and `onClose` from the caller, as a route's state would hold them. */
export const Controlled: Story = {
  args: { onClose: fn() },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <Modal
        {...args}
        open={open}
        onClose={(event) => {
          args.onClose?.(event);
          setOpen(false);
        }}
      >
        <ModalHeader>
          <ModalTitle>Delete product</ModalTitle>
        </ModalHeader>
        <ModalBody>This cannot be undone.</ModalBody>
      </Modal>
    );
  },
  play: async ({ args, userEvent }) => {
    await screen.findByRole('dialog', { name: 'Delete product' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

function expectWidth(px: number) {
  return async ({ canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0]) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    // Waits out the 100 ms scale-in, during which the box is 98 % of its size.
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(px));
  };
}

export const Small: Story = { args: { size: 'small' }, play: expectWidth(384) };
export const Medium: Story = { args: { size: 'medium' }, play: expectWidth(512) };
export const Large: Story = { args: { size: 'large' }, play: expectWidth(672) };
