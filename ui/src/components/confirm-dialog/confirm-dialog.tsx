import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import {
  Modal,
  ModalBody,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '../modal/modal.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  /** Called on Cancel, Escape or a click outside; not while `isPending`. */
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  /** What will happen, e.g. "3 products will be deleted. This cannot be undone." */
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  /** `danger` for deletions (the default), `primary` for other confirmations. */
  tone?: 'danger' | 'primary';
  /** The confirmed work is running: the confirm button spins and the dialog stays. */
  isPending?: boolean;
  /** Extra content under the description, e.g. why the last attempt failed. */
  children?: ReactNode;
};

/**
 * Asks before an action that cannot be undone (an `alertdialog`): a title, what will
 * happen, Cancel and the action. Focus starts on Cancel, so a stray Enter changes nothing.
 *
 * @example
 * <ConfirmDialog
 *   open={confirming}
 *   onClose={() => setConfirming(false)}
 *   onConfirm={remove}
 *   title={t('products.deleteTitle', { count })}
 *   description={t('products.deleteBody', { count })}
 *   confirmLabel={t('actions.delete')}
 *   cancelLabel={t('actions.cancel')}
 * />
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  isPending = false,
  children,
}: ConfirmDialogProps) {
  const close = () => {
    if (!isPending) onClose();
  };
  return (
    <Modal open={open} onClose={close} size="small" role="alertdialog" data-slot="confirm-dialog">
      <ModalHeader>
        <ModalTitle>{title}</ModalTitle>
        <ModalDescription>{description}</ModalDescription>
      </ModalHeader>
      {children && <ModalBody>{children}</ModalBody>}
      <ModalFooter>
        <Button variant="secondary" onClick={close} autoFocus disabled={isPending}>
          {cancelLabel}
        </Button>
        <Button
          variant={tone === 'danger' ? 'nuclear' : 'primary'}
          onClick={onConfirm}
          isLoading={isPending}
        >
          {confirmLabel}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
