import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field.tsx';

/** Classes for {@link Textarea}; `invalid` is the error style of specification §5. */
export const textareaVariants = cva(
  [
    'w-full min-w-0 rounded-md border bg-background px-3 py-2 text-sm text-foreground shadow-xs',
    'placeholder:text-muted-foreground transition-colors motion-reduce:transition-none',
    'focus-visible:outline-2 focus-visible:outline-offset-1',
    'disabled:cursor-not-allowed disabled:opacity-50 read-only:bg-muted',
  ],
  {
    variants: {
      resize: {
        vertical: 'resize-y',
        none: 'resize-none',
      },
      invalid: {
        true: 'border-danger focus-visible:outline-danger',
        false: 'border-border hover:border-muted-foreground focus-visible:outline-focus-ring',
      },
    },
    defaultVariants: { resize: 'vertical', invalid: false },
  },
);

export type TextareaProps = ComponentProps<'textarea'> & VariantProps<typeof textareaVariants>;

/**
 * A multi-line text field. Like `Input`, it takes the error style when the surrounding
 * react-hook-form `FormProvider` has an error for its `name`, or when `invalid` is set.
 *
 * @example
 * <Label htmlFor="note">Note to the customer</Label>
 * <Textarea id="note" rows={4} {...register('note')} />
 */
export function Textarea({ className, resize, invalid, rows = 3, ...props }: TextareaProps) {
  const control = useFieldControl({ ...props, invalid: invalid ?? undefined });
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      {...props}
      id={control.id}
      disabled={control.disabled}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      aria-required={control['aria-required']}
      className={cn(textareaVariants({ resize, invalid: control.invalid }), className)}
    />
  );
}
