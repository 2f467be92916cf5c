import { cn, inputVariants } from '@commerce/ui';
import type { ComponentProps } from 'react';

export type LiteInputProps = Omit<ComponentProps<'input'>, 'size'> &
  Parameters<typeof inputVariants>[0];

/**
 * The design system's Input look on a plain `<input>`, without its react-hook-form link
 * (which would put react-hook-form into the first load); for fields outside forms.
 */
export function LiteInput({ className, size, invalid, ...props }: LiteInputProps) {
  return (
    <input
      data-slot="input"
      aria-invalid={invalid || undefined}
      className={cn(inputVariants({ size, invalid }), className)}
      {...props}
    />
  );
}
