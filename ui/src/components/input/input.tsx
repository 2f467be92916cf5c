import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field.tsx';

/** Classes for {@link Input}; `invalid` is the error style of specification §5. */
export const inputVariants = cva(
  [
    'w-full min-w-0 rounded-md border bg-background text-foreground shadow-xs',
    'placeholder:text-muted-foreground transition-colors motion-reduce:transition-none',
    'focus-visible:outline-2 focus-visible:outline-offset-1',
    // Specification §2: a disabled field is dimmed.
    'disabled:cursor-not-allowed disabled:opacity-50 read-only:bg-muted',
  ],
  {
    variants: {
      size: {
        small: 'h-8 px-2.5 text-sm',
        medium: 'h-9 px-3 text-sm',
        large: 'h-11 px-3.5 text-base',
      },
      invalid: {
        true: 'border-danger focus-visible:outline-danger',
        false: 'border-border hover:border-muted-foreground focus-visible:outline-focus-ring',
      },
    },
    defaultVariants: { size: 'medium', invalid: false },
  },
);

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
