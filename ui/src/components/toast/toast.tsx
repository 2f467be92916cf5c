import { cva, type VariantProps } from 'class-variance-authority';
import type { CSSProperties, ReactNode } from 'react';
import { type ExternalToast, Toaster as SonnerToaster, toast } from 'sonner';

/** Specification section 9: toasts sit top right, last 3000 ms and are 380 px wide. */
export const TOAST_POSITION = 'top-right';
export const TOAST_DURATION_MS = 3000;
export const TOAST_WIDTH_PX = 380;

/**
 * Classes per toast type, handed to sonner's `classNames`. The type's colour marks the icon;
 * the text keeps the foreground colour, which has full contrast on the surface in both themes.
 */
export const toastVariants = cva('', {
  variants: {
    type: {
      success: '[&_[data-icon]]:text-success',
      warning: '[&_[data-icon]]:text-warning',
      error: '[&_[data-icon]]:text-danger',
      info: '[&_[data-icon]]:text-info',
    },
  },
});

export type ToastType = NonNullable<VariantProps<typeof toastVariants>['type']>;

/**
 * sonner's own sheet is unlayered, so it beats Tailwind's layered utilities; its colours are
 * therefore re-pointed at the theme's tokens through its variables, which switch with .dark.
 */
const toasterStyle = {
  '--width': `${TOAST_WIDTH_PX}px`,
  '--normal-bg': 'var(--background)',
  '--normal-border': 'var(--border)',
  '--normal-text': 'var(--foreground)',
  fontFamily: 'inherit',
} as CSSProperties;

export type ToasterProps = {
  /** The accessible name of the notifications region, for screen readers. */
  label?: string;
  /** Writing direction of the toasts' content; follows the document by default. */
  dir?: 'ltr' | 'rtl' | 'auto';
};

/**
 * Where toasts appear: mount it once near the root of each app, then raise toasts with
 * {@link notify}. Position, duration and width are fixed by the specification, so they are
 * not props.
 *
 * @example
 * <Toaster label={t('notifications')} />
 */
export function Toaster({ label = 'Notifications', dir = 'auto' }: ToasterProps) {
  return (
    <SonnerToaster
      position={TOAST_POSITION}
      duration={TOAST_DURATION_MS}
      dir={dir}
      containerAriaLabel={label}
      style={toasterStyle}
      toastOptions={{
        classNames: {
          toast: 'shadow-lg',
          // important: sonner's unlayered description colour is a fixed grey.
          description: 'text-muted-foreground!',
          success: toastVariants({ type: 'success' }),
          warning: toastVariants({ type: 'warning' }),
          error: toastVariants({ type: 'error' }),
          info: toastVariants({ type: 'info' }),
        },
      }}
    />
  );
}

/** What a toast may carry besides its title: a description, a stable id, an action. */
export type NotifyOptions = Pick<ExternalToast, 'description' | 'id' | 'action'>;

type NotifyFn = (title: ReactNode, options?: NotifyOptions) => string | number;

/**
 * The one way both apps raise a toast (specification section 2): one function per type.
 * Each returns the toast's id. Needs a {@link Toaster} mounted.
 *
 * @example
 * notify.success(t('products.saved'), { description: product.title });
 * notify.error(t('errors.generic'));
 */
export const notify: Record<ToastType, NotifyFn> & { dismiss: (id?: string | number) => void } = {
  success: (title, options) => toast.success(title, options),
  warning: (title, options) => toast.warning(title, options),
  error: (title, options) => toast.error(title, options),
  info: (title, options) => toast.info(title, options),
  dismiss: (id) => {
    toast.dismiss(id);
  },
};
