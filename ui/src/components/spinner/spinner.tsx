import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Classes for {@link Spinner}; sizes are exact: small 16px, medium 20px, large 24px. */
export const spinnerVariants = cva('inline-flex shrink-0', {
  variants: {
    look: {
      primary: 'text-primary',
      secondary: 'text-muted-foreground',
    },
    size: {
      small: 'size-4',
      medium: 'size-5',
      large: 'size-6',
    },
  },
  defaultVariants: { look: 'primary', size: 'medium' },
});

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children' | 'role'> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading, read by screen readers. */
    label?: string;
  };

/**
 * An indeterminate progress indicator. It is a `status` live region named by `label`, so
 * assistive technology announces it; the drawing itself is hidden from them.
 *
 * @example
 * <Spinner size="large" label="Loading orders" />
 */
export function Spinner({ className, look, size, label = 'Loading', ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      data-slot="spinner"
      className={cn(spinnerVariants({ look, size }), className)}
      {...props}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-full animate-spin">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" opacity="0.25" />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}
