import {
  Dialog,
  DialogDescription,
  type DialogDescriptionProps,
  DialogDisclosure,
  type DialogDisclosureProps,
  DialogDismiss,
  type DialogDismissProps,
  DialogHeading,
  type DialogHeadingProps,
  type DialogProps,
  DialogProvider,
  FocusTrapRegion,
} from '@ariakit/react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { HeadingLevel } from '../heading-level/heading-level.tsx';

/**
 * Fades and scales in over 100 ms (the transition wrapper's timing, specification section 9);
 * Ariakit sets data-enter while open and waits for the transition before unmounting.
 */
export const modalMotion = [
  'transition-[opacity,scale] duration-100 ease-out opacity-0 scale-98',
  'data-enter:opacity-100 data-enter:scale-100 motion-reduce:transition-none',
];

/** The dimmed layer behind every modal surface; clicking it dismisses the dialog. */
export const modalBackdropClassName =
  'z-50 bg-overlay opacity-0 transition-opacity duration-100 data-enter:opacity-100 motion-reduce:transition-none';

/** Classes for {@link Modal}. */
export const modalVariants = cva(
  [
    // inset-0 with m-auto centres it without transforms, so nothing flips under RTL.
    'fixed inset-0 z-50 m-auto flex h-fit w-[calc(100%-2rem)] flex-col overflow-hidden',
    // Specification section 9: the default max height is the window height minus 64 px.
    'max-h-[calc(100dvh-64px)]',
    'rounded-lg border border-border bg-background text-foreground shadow-lg outline-none',
    ...modalMotion,
  ],
  {
    variants: {
      size: {
        small: 'max-w-sm',
        medium: 'max-w-lg',
        large: 'max-w-2xl',
      },
    },
    defaultVariants: { size: 'medium' },
  },
);

export type ModalProps = DialogProps & VariantProps<typeof modalVariants>;

/**
 * A modal dialog over Ariakit's: focus moves in on open, stays trapped inside, and returns to
 * the opener on close; Escape and a click on the backdrop dismiss it. Its content unmounts
 * when hidden. Control it with `open`/`onClose`, or wrap it in a {@link ModalProvider} with a
 * {@link ModalTrigger}. Name it with a {@link ModalTitle}.
 *
 * @example
 * <ModalProvider>
 *   <ModalTrigger render={<Button />}>Edit address</ModalTrigger>
 *   <Modal>
 *     <ModalHeader>
 *       <ModalTitle>Edit address</ModalTitle>
 *       <ModalDescription>Used for shipping this order.</ModalDescription>
 *     </ModalHeader>
 *     <ModalBody>…fields…</ModalBody>
 *     <ModalFooter>
 *       <ModalClose render={<Button variant="secondary" />}>Cancel</ModalClose>
 *       <Button type="submit">Save</Button>
 *     </ModalFooter>
 *   </Modal>
 * </ModalProvider>
 */
export function Modal({
  className,
  size,
  backdrop,
  unmountOnHide = true,
  children,
  ...props
}: ModalProps) {
  return (
    <Dialog
      data-slot="modal"
      unmountOnHide={unmountOnHide}
      backdrop={backdrop ?? <div data-slot="modal-backdrop" className={modalBackdropClassName} />}
      className={cn(modalVariants({ size }), className)}
      {...props}
    >
      <ModalFocusTrap>
        {/* Ariakit starts a modal dialog's headings again at level 1 (its title is an h1);
            ui's own headings (cards, sections) inside start there too. */}
        <HeadingLevel level={props.modal === false ? undefined : 1}>{children}</HeadingLevel>
      </ModalFocusTrap>
    </Dialog>
  );
}

/**
 * Ariakit's modal dialog, like a native <dialog>, lets Tab leave for the browser's own UI
 * after the last control; the issue asks for focus trapped inside, so Ariakit's focus-trap
 * region wraps the content and cycles Tab and Shift+Tab between its first and last control.
 * `contents` keeps the region out of the dialog's flex layout.
 */
export function ModalFocusTrap({ children }: { children?: ReactNode }) {
  return (
    <FocusTrapRegion enabled className="contents">
      {children}
    </FocusTrapRegion>
  );
}

/** Holds a modal's open state for a {@link ModalTrigger} and its {@link Modal}. */
export const ModalProvider = DialogProvider;

/** The element that opens the surrounding provider's modal; focus returns to it on close. */
export function ModalTrigger(props: DialogDisclosureProps) {
  return <DialogDisclosure data-slot="modal-trigger" {...props} />;
}

/** Closes the modal it sits in; calling `event.preventDefault()` in `onClick` keeps it open. */
export function ModalClose(props: DialogDismissProps) {
  return <DialogDismiss data-slot="modal-close" {...props} />;
}

export function ModalHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="modal-header"
      className={cn('flex flex-col gap-1 px-6 pt-6 pb-2', className)}
      {...props}
    />
  );
}

/** The dialog's heading; Ariakit points the dialog's aria-labelledby at it. */
export function ModalTitle({ className, ...props }: DialogHeadingProps) {
  return (
    <DialogHeading
      data-slot="modal-title"
      className={cn('text-lg font-semibold text-foreground', className)}
      {...props}
    />
  );
}

/** Read with the title by screen readers through aria-describedby. */
export function ModalDescription({ className, ...props }: DialogDescriptionProps) {
  return (
    <DialogDescription
      data-slot="modal-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/** The part that scrolls when the content is taller than the modal's max height. */
export function ModalBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="modal-body"
      className={cn('min-h-0 flex-1 overflow-y-auto px-6 py-4 text-sm', className)}
      {...props}
    />
  );
}

export function ModalFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="modal-footer"
      className={cn(
        'flex flex-wrap items-center justify-end gap-2 border-t border-border px-6 py-4',
        className,
      )}
      {...props}
    />
  );
}
