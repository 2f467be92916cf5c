import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { inputVariants } from '../../components/input/input-variants.ts';
import { cn } from '../../lib/cn.ts';

export type LiteInputProps = Omit<ComponentProps<'input'>, 'size'> &
  VariantProps<typeof inputVariants>;

/**
 * Input's look on a plain `<input>`, without its react-hook-form link (which would put
 * react-hook-form into the first load); for fields outside forms, such as a search box.
 *
 * @example
 * <LiteInput type="search" aria-label="Search products" value={q} onChange={onChange} />
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
