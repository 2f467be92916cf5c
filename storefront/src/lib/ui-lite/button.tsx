import { buttonVariants, cn, Spinner } from '@commerce/ui';
import type { ComponentProps } from 'react';

export type LiteButtonProps = ComponentProps<'button'> &
  Parameters<typeof buttonVariants>[0] & {
    /** Shows a spinner before the label and disables the button until the work is done. */
    isLoading?: boolean;
  };

/**
 * The design system's Button look and loading state on a native `<button>`, for what the
 * first page load shows (header, listing, product page): @commerce/ui's Button runs on
 * Ariakit, which would put Ariakit into every page's first load (issue 8's size budget).
 * A native button already has the focus, keyboard and disabled semantics.
 */
export function LiteButton({
  className,
  variant,
  size,
  isLoading = false,
  disabled,
  children,
  type = 'button',
  ...props
}: LiteButtonProps) {
  return (
    <button
      data-slot="button"
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading && (
        <Spinner size={size === 'large' ? 'medium' : 'small'} className="text-current" />
      )}
      {children}
    </button>
  );
}
