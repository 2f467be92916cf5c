/* What toast.tsx and the lazily loaded sonner-toaster.tsx share: the fixed placement and the look per type. */
import { cva, type VariantProps } from 'class-variance-authority';

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

export type ToasterProps = {
  /** The accessible name of the notifications region, for screen readers. */
  label?: string;
  /** Writing direction of the toasts' content; follows the document by default. */
  dir?: 'ltr' | 'rtl' | 'auto';
  /**
   * Pixels between the top of the window and the first toast (sonner's default otherwise):
   * an app with a fixed top bar keeps the toasts below it, off its buttons.
   */
  offsetTop?: number;
};
