import { Button as AriakitButton, type ButtonProps as AriakitButtonProps } from '@ariakit/react';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';
import { Spinner } from '../spinner/spinner.tsx';
import { buttonVariants } from './button-variants.ts';

export type ButtonProps = AriakitButtonProps &
  VariantProps<typeof buttonVariants> & {
    /** Shows a spinner before the label and disables the button until the work is done. */
    isLoading?: boolean;
  };

/**
 * A button over Ariakit's, which keeps focus and disabled semantics; this adds the look.
 * While `isLoading`, it is disabled, marked `aria-busy`, and shows a `status` spinner.
 * An icon-only button needs an `aria-label`.
 *
 * @example
 * <Button variant="danger" size="small" isLoading={isPending} onClick={cancelOrder}>
 *   Cancel order
 * </Button>
 */
export function Button({
  className,
  variant,
  size,
  isLoading = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriakitButton
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading && (
        <Spinner size={size === 'large' ? 'medium' : 'small'} className="text-current" />
      )}
      {children}
    </AriakitButton>
  );
}
