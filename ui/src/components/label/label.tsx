import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Classes for {@link Label}. */
export const labelVariants = cva('inline-flex items-center gap-0.5 font-medium text-foreground', {
  variants: {
    size: {
      small: 'text-xs',
      medium: 'text-sm',
    },
    /** A label of a disabled field is dimmed with it, to a colour still readable (AA). */
    disabled: {
      true: 'cursor-not-allowed text-muted-foreground',
      false: '',
    },
  },
  defaultVariants: { size: 'medium', disabled: false },
});

export type LabelProps = ComponentProps<'label'> &
  VariantProps<typeof labelVariants> & {
    /**
     * Shows a red asterisk (specification §5). The asterisk is hidden from assistive
     * technology, which learns it from the control's `aria-required` instead.
     */
    required?: boolean;
  };

/**
 * A form label. Point it at its control with `htmlFor`; inside a `Field`, use `FieldLabel`,
 * which does that for you.
 *
 * @example
 * <Label htmlFor="email" required>Email</Label>
 * <Input id="email" aria-required {...register('email')} />
 */
export function Label({ className, size, disabled, required, children, ...props }: LabelProps) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers associate it through htmlFor.
    <label
      data-slot="label"
      className={cn(labelVariants({ size, disabled }), className)}
      {...props}
    >
      {children}
      {required && (
        <span aria-hidden="true" data-slot="label-required" className="text-danger">
          *
        </span>
      )}
    </label>
  );
}
