import { cva, type VariantProps } from 'class-variance-authority';
import type { ChangeEvent, ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field.tsx';

/** Classes for {@link Checkbox}'s box, the native checkbox itself. */
export const checkboxVariants = cva(
  [
    'peer absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-sm border',
    'bg-background transition-colors motion-reduce:transition-none',
    'checked:border-primary checked:bg-primary',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus-ring',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      invalid: {
        true: 'border-danger',
        false: 'border-muted-foreground',
      },
    },
    defaultVariants: { invalid: false },
  },
);

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'size'> &
  VariantProps<typeof checkboxVariants> & {
    /** Called with the new state after the user ticks or clears the box. */
    onCheckedChange?: (checked: boolean) => void;
  };

/**
 * A checkbox: a native one under the drawing, so Space ticks it, a `<Label htmlFor>` clicks
 * it, and react-hook-form's `register` works as with any checkbox. Takes the error style
 * when the form has an error for its `name`, or when `invalid` is set.
 *
 * @example
 * <Checkbox id="terms" {...register('terms')} />
 * <Label htmlFor="terms">I accept the terms</Label>
 */
export function Checkbox({
  className,
  style,
  invalid,
  onChange,
  onCheckedChange,
  ...props
}: CheckboxProps) {
  const control = useFieldControl({ ...props, invalid: invalid ?? undefined });
  return (
    <span
      data-slot="checkbox"
      className={cn('relative inline-flex size-4 shrink-0 align-middle', className)}
      style={style}
    >
      <input
        type="checkbox"
        {...props}
        id={control.id}
        disabled={control.disabled}
        aria-invalid={control['aria-invalid']}
        aria-describedby={control['aria-describedby']}
        aria-required={control['aria-required']}
        className={checkboxVariants({ invalid: control.invalid })}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onChange?.(event);
          onCheckedChange?.(event.currentTarget.checked);
        }}
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="pointer-events-none absolute inset-0 size-full text-primary-foreground opacity-0 peer-checked:opacity-100"
      >
        <path d="m4 8.5 2.5 2.5L12 5.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
