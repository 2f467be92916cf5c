import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';
import {
  Modal,
  ModalBody,
  ModalClose,
  type ModalProps,
  ModalTitle,
  modalMotion,
} from '../modal/modal.tsx';

/** Classes for {@link FocusModal}: the whole window, so the task has the user's full focus. */
export const focusModalVariants = cva(
  [
    // Merged over the Modal's classes by cn(), so these win over its centred box.
    'fixed inset-0 z-50 m-0 flex size-full max-h-none max-w-none flex-col rounded-none border-0',
    'text-foreground shadow-none outline-none',
    ...modalMotion,
  ],
  {
    variants: {
      /** `muted` sets the page on the muted surface, for screens made of cards. */
      surface: { default: 'bg-background', muted: 'bg-muted' },
    },
    defaultVariants: { surface: 'default' },
  },
);

export type FocusModalProps = Omit<ModalProps, 'size'> & VariantProps<typeof focusModalVariants>;

/**
 * A full-screen modal for a focused task such as editing a product (specification section 2).
 * Behaviour is the {@link Modal}'s: focus trapped and returned, Escape closes. Put a
 * {@link FocusModalHeader} (title, Cancel and Save changes) and a {@link FocusModalBody} in it.
 *
 * @example
 * <FocusModal open={open} onClose={() => setOpen(false)}>
 *   <FocusModalHeader formId="edit-product" isSaving={mutation.isPending}>
 *     <FocusModalTitle>{t('products.edit')}</FocusModalTitle>
 *   </FocusModalHeader>
 *   <FocusModalBody>
 *     <form id="edit-product" onSubmit={handleSubmit(save)}>…</form>
 *   </FocusModalBody>
 * </FocusModal>
 */
export function FocusModal({ className, surface, ...props }: FocusModalProps) {
  return (
    <Modal
      data-slot="focus-modal"
      className={cn(focusModalVariants({ surface }), className)}
      {...props}
    />
  );
}

export type FocusModalHeaderProps = ComponentProps<'div'> & {
  /** Called by Cancel before the modal closes; `event.preventDefault()` keeps it open. */
  onCancel?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Called by Save changes. The modal stays open: close it once the save succeeded. */
  onSave?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Makes Save changes a submit button of the form with this id, e.g. one in the body. */
  formId?: string;
  /** Shows Save changes busy with a spinner and stops further clicks. */
  isSaving?: boolean;
  /** Disables Save changes, e.g. while the form is unchanged. */
  saveDisabled?: boolean;
  cancelLabel?: string;
  saveLabel?: string;
};

/**
 * The bar at the top of a {@link FocusModal}: its title (children) at the start and the
 * Cancel and Save changes buttons at the end. Both labels are props so apps translate them.
 */
export function FocusModalHeader({
  className,
  children,
  onCancel,
  onSave,
  formId,
  isSaving = false,
  saveDisabled = false,
  cancelLabel = 'Cancel',
  saveLabel = 'Save changes',
  ...props
}: FocusModalHeaderProps) {
  return (
    <div
      data-slot="focus-modal-header"
      className={cn(
        'flex items-center justify-between gap-4 border-b border-border bg-background px-6 py-3',
        className,
      )}
      {...props}
    >
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex shrink-0 items-center gap-2">
        <ModalClose
          data-slot="focus-modal-cancel"
          render={<Button variant="secondary" size="small" />}
          onClick={onCancel}
        >
          {cancelLabel}
        </ModalClose>
        <Button
          data-slot="focus-modal-save"
          size="small"
          type={formId ? 'submit' : 'button'}
          form={formId}
          isLoading={isSaving}
          disabled={saveDisabled}
          onClick={onSave}
        >
          {saveLabel}
        </Button>
      </div>
    </div>
  );
}

export function FocusModalTitle({ className, ...props }: ComponentProps<typeof ModalTitle>) {
  return (
    <ModalTitle
      data-slot="focus-modal-title"
      className={cn('truncate text-base', className)}
      {...props}
    />
  );
}

/** The scrolling page under the header; its content is centred at a readable width. */
export function FocusModalBody({
  className,
  children,
  ...props
}: ComponentProps<typeof ModalBody>) {
  return (
    <ModalBody data-slot="focus-modal-body" className="px-6 py-8" {...props}>
      <div className={cn('mx-auto w-full max-w-3xl', className)}>{children}</div>
    </ModalBody>
  );
}
