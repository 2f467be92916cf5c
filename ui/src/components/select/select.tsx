import {
  Select as AriakitSelect,
  type SelectProps as AriakitSelectProps,
  SelectItem,
  SelectItemCheck,
  SelectLabel,
  SelectPopover,
  SelectProvider,
  SelectValue,
} from '@ariakit/react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field.tsx';
import { labelVariants } from '../label/label.tsx';
import { listboxItemClasses, listboxPopoverClasses } from './listbox-classes.ts';

/** Classes for {@link Select}'s trigger; `invalid` is the error style of specification §5. */
export const selectVariants = cva(
  [
    'inline-flex w-full min-w-0 items-center justify-between gap-2 rounded-md border bg-background',
    'text-start text-foreground shadow-xs transition-colors motion-reduce:transition-none',
    'focus-visible:outline-2 focus-visible:outline-offset-1 aria-expanded:outline-2',
    'aria-expanded:outline-offset-1',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed',
    'aria-disabled:opacity-50',
  ],
  {
    variants: {
      size: {
        small: 'h-8 px-2.5 text-sm',
        medium: 'h-9 px-3 text-sm',
        large: 'h-11 px-3.5 text-base',
      },
      invalid: {
        true: 'border-danger focus-visible:outline-danger aria-expanded:outline-danger',
        false:
          'border-border hover:border-muted-foreground focus-visible:outline-focus-ring aria-expanded:outline-focus-ring',
      },
    },
    defaultVariants: { size: 'medium', invalid: false },
  },
);

export type SelectOption = {
  value: string;
  /** What the option shows; the value is shown when there is none. */
  label?: ReactNode;
  disabled?: boolean;
};

export type SelectProps = Omit<
  AriakitSelectProps,
  'value' | 'defaultValue' | 'store' | 'children' | 'size'
> &
  VariantProps<typeof selectVariants> & {
    options: SelectOption[];
    /** The chosen option's value, for a controlled select ('' for none). */
    value?: string;
    defaultValue?: string;
    onValueChange?: (value: string) => void;
    /** Shown while nothing is chosen. */
    placeholder?: string;
    /**
     * Visible label. It names both the trigger and the list of options, so prefer it to a
     * separate `<Label>`; without it, pass `aria-label`.
     */
    label?: ReactNode;
    /** Shows a red asterisk after the label and marks the select `aria-required`. */
    required?: boolean;
  };

function Chevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      className="size-4 shrink-0 text-muted-foreground"
    >
      <path d="m4 6 4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Picks one option from a list, over Ariakit's select: Enter, Space or the arrow keys open
 * it, the arrow keys move through the options, typing jumps to the option that starts with
 * the typed letters (open or closed), Escape closes it. Name it with a `<Label htmlFor>` or
 * `aria-label`. With react-hook-form, wire it through a `Controller`; it takes the error
 * style when the form has an error for its `name`, or when `invalid` is set.
 *
 * @example
 * <Controller
 *   name="currency"
 *   control={control}
 *   render={({ field }) => (
 *     <Select aria-label="Currency" options={currencies} value={field.value}
 *       onValueChange={field.onChange} onBlur={field.onBlur} ref={field.ref} name={field.name} />
 *   )}
 * />
 */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Select an option',
  label,
  required,
  size,
  invalid,
  className,
  ...props
}: SelectProps) {
  const control = useFieldControl({
    ...props,
    invalid: invalid ?? undefined,
    'aria-required': required || props['aria-required'],
  });
  return (
    <SelectProvider
      value={value}
      defaultValue={defaultValue ?? ''}
      setValue={onValueChange}
      placement="bottom-start"
    >
      {label && (
        <SelectLabel className={labelVariants({ disabled: Boolean(control.disabled) })}>
          {label}
          {required && (
            <span aria-hidden="true" className="text-danger">
              *
            </span>
          )}
        </SelectLabel>
      )}
      <AriakitSelect
        data-slot="select"
        // WAI-ARIA's select-only combobox: arrows on the closed select open the list without
        // changing the choice, so a stray key never changes a form value unseen.
        moveOnKeyDown={false}
        {...props}
        id={control.id}
        disabled={control.disabled}
        aria-invalid={control['aria-invalid']}
        aria-describedby={control['aria-describedby']}
        aria-required={control['aria-required']}
        className={cn(selectVariants({ size, invalid: control.invalid }), className)}
      >
        <SelectedLabel options={options} placeholder={placeholder} />
        <Chevron />
      </AriakitSelect>
      <SelectPopover
        data-slot="select-content"
        gutter={4}
        sameWidth
        aria-label={props['aria-label']}
        // Inside a Field, the list is named by its FieldLabel, as the trigger is (spread only
        // then: an explicit undefined would drop the name Ariakit gives it from `label`).
        {...(label || props['aria-label'] || !control.labelId
          ? {}
          : { 'aria-labelledby': control.labelId })}
        className={listboxPopoverClasses}
      >
        {options.map((option) => (
          <SelectItem
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            data-slot="select-item"
            className={listboxItemClasses}
          >
            <span className="min-w-0 flex-1 truncate">{option.label ?? option.value}</span>
            <SelectItemCheck className="size-4 shrink-0 text-primary" />
          </SelectItem>
        ))}
      </SelectPopover>
    </SelectProvider>
  );
}

/** The chosen option's label, or the placeholder. */
function SelectedLabel({ options, placeholder }: { options: SelectOption[]; placeholder: string }) {
  return (
    <SelectValue fallback="">
      {(value: string) => {
        const option = options.find((candidate) => candidate.value === value);
        if (!option) return <span className="truncate text-muted-foreground">{placeholder}</span>;
        return <span className="truncate">{option.label ?? option.value}</span>;
      }}
    </SelectValue>
  );
}
