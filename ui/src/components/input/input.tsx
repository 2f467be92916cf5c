import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field.tsx';
import { inputVariants } from './input-variants.ts';

export type InputProps = Omit<ComponentProps<'input'>, 'size'> & VariantProps<typeof inputVariants>;

/**
 * A text input. It takes the error style (danger border, `aria-invalid`) when the surrounding
 * react-hook-form `FormProvider` has an error for its `name`, or when `invalid` is set.
 * Works with `register`; inside a `Field` it also gets its id and description.
 *
 * @example
 * <FormProvider {...form}>
 *   <Label htmlFor="email" required>Email</Label>
 *   <Input id="email" type="email" aria-required {...form.register('email')} />
 *   <FormFieldError name="email" />
 * </FormProvider>
 */
export function Input({ className, size, invalid, type = 'text', ...props }: InputProps) {
  const control = useFieldControl({ ...props, invalid: invalid ?? undefined });
  return (
    <input
      type={type}
      data-slot="input"
      {...props}
      id={control.id}
      disabled={control.disabled}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      aria-required={control['aria-required']}
      className={cn(inputVariants({ size, invalid: control.invalid }), className)}
    />
  );
}
