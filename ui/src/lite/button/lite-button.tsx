import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { buttonVariants } from '../../components/button/button-variants.ts';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { cn } from '../../lib/cn.ts';

export type LiteButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Shows a spinner before the label and disables the button until the work is done. */
    isLoading?: boolean;
  };

/**
 * Button's look and loading state on a native `<button>`, for what a page's first load
 * shows: Button runs on Ariakit, which would put Ariakit into that load. A native button
 * already has the focus, keyboard and disabled semantics.
 *
 * @example
 * <LiteButton variant="primary" isLoading={isAdding} onClick={addToCart}>Add to cart</LiteButton>
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
