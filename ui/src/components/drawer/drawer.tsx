import {
  Dialog,
  type DialogDescriptionProps,
  type DialogDisclosureProps,
  type DialogDismissProps,
  type DialogHeadingProps,
  type DialogProps,
} from '@ariakit/react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { HeadingLevel } from '../heading-level/heading-level.tsx';
import {
  ModalBody,
  ModalClose,
  ModalDescription,
  ModalFocusTrap,
  ModalFooter,
  ModalHeader,
  ModalProvider,
  ModalTitle,
  ModalTrigger,
  modalBackdropClassName,
} from '../modal/modal.tsx';

/** Classes for {@link Drawer}. */
export const drawerVariants = cva(
  [
    'fixed inset-y-0 z-50 flex h-full w-full flex-col border-border',
    'bg-background text-foreground shadow-lg outline-none data-enter:translate-x-0',
    'transition-transform duration-200 ease-out motion-reduce:transition-none',
  ],
  {
    variants: {
      /**
       * The edge it slides in from, in logical terms: `end` is the right in left-to-right
       * pages and the left in right-to-left ones, `start` the other way round. The hidden
       * offset is physical (translate has no logical form), so RTL flips its sign.
       */
      side: {
        end: 'end-0 border-s translate-x-full rtl:-translate-x-full',
        start: 'start-0 border-e -translate-x-full rtl:translate-x-full',
      },
      size: {
        small: 'max-w-sm',
        medium: 'max-w-md',
        large: 'max-w-2xl',
      },
    },
    defaultVariants: { side: 'end', size: 'medium' },
  },
);

export type DrawerProps = DialogProps & VariantProps<typeof drawerVariants>;

/**
 * A side sheet over Ariakit's modal dialog, sliding in from the inline end (right, or left
 * in right-to-left pages) for filters or a record's details; `side="start"` brings it from
 * the other edge, as navigation does. It behaves as the Modal does: focus trapped and
 * returned, Escape and a backdrop click dismiss it, content unmounts when hidden.
 *
 * @example
 * <DrawerProvider>
 *   <DrawerTrigger render={<Button variant="secondary" />}>Filters</DrawerTrigger>
 *   <Drawer>
 *     <DrawerHeader><DrawerTitle>Filters</DrawerTitle></DrawerHeader>
 *     <DrawerBody>…</DrawerBody>
 *     <DrawerFooter>
 *       <DrawerClose render={<Button variant="secondary" />}>Close</DrawerClose>
 *     </DrawerFooter>
 *   </Drawer>
 * </DrawerProvider>
 *
 * <Drawer side="start" open={navOpen} onClose={closeNav}>…</Drawer>
 */
export function Drawer({
  className,
  side,
  size,
  backdrop,
  unmountOnHide = true,
  children,
  ...props
}: DrawerProps) {
  return (
    <Dialog
      data-slot="drawer"
      unmountOnHide={unmountOnHide}
      backdrop={backdrop ?? <div data-slot="drawer-backdrop" className={modalBackdropClassName} />}
      className={cn(drawerVariants({ side, size }), className)}
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

/** Holds a drawer's open state for a {@link DrawerTrigger} and its {@link Drawer}. */
export const DrawerProvider = ModalProvider;

export function DrawerTrigger(props: DialogDisclosureProps) {
  return <ModalTrigger data-slot="drawer-trigger" {...props} />;
}

export function DrawerClose(props: DialogDismissProps) {
  return <ModalClose data-slot="drawer-close" {...props} />;
}

export function DrawerHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <ModalHeader
      data-slot="drawer-header"
      className={cn('border-b border-border pb-4', className)}
      {...props}
    />
  );
}

export function DrawerTitle(props: DialogHeadingProps) {
  return <ModalTitle data-slot="drawer-title" {...props} />;
}

export function DrawerDescription(props: DialogDescriptionProps) {
  return <ModalDescription data-slot="drawer-description" {...props} />;
}

export function DrawerBody(props: ComponentProps<'div'>) {
  return <ModalBody data-slot="drawer-body" {...props} />;
}

export function DrawerFooter(props: ComponentProps<'div'>) {
  return <ModalFooter data-slot="drawer-footer" {...props} />;
}
