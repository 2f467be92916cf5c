import type { VariantProps } from 'class-variance-authority';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useContext,
  useId,
  useMemo,
} from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field.tsx';
import { labelVariants } from '../label/label.tsx';
import { radioDotClasses, radioGroupVariants, radioInputClasses } from './radio-group-variants.ts';

type RadioGroupContextValue = {
  name?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  invalid: boolean;
  disabled?: boolean;
};

const RadioGroupContext = createContext<RadioGroupContextValue>({ invalid: false });

export type RadioGroupProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> &
  VariantProps<typeof radioGroupVariants> & {
    /** Visible name of the group. Or name it with `aria-label` / `aria-labelledby`. */
    label?: ReactNode;
    /** Shows a red asterisk after the label and marks the group `aria-required`. */
    required?: boolean;
    /** The options' shared name; also the react-hook-form field whose error to show. */
    name?: string;
    /** The chosen option, for a controlled group (e.g. through react-hook-form's Controller). */
    value?: string;
    onValueChange?: (value: string) => void;
    invalid?: boolean;
    disabled?: boolean;
  };

/**
 * A set of options of which one is chosen. The options are native radio buttons sharing a
 * name, so the arrow keys move the choice, Tab enters at the chosen one, and react-hook-form's
 * `register` works on each option; `value`/`onValueChange` make it controlled instead.
 *
 * @example
 * <RadioGroup label="Shipping speed" name="speed" required>
 *   <RadioGroupItem value="standard" {...register('speed')}>Standard</RadioGroupItem>
 *   <RadioGroupItem value="express" {...register('speed')}>Express</RadioGroupItem>
 * </RadioGroup>
 */
export function RadioGroup({
  label,
  required,
  name,
  value,
  onValueChange,
  invalid,
  disabled,
  orientation,
  className,
  children,
  ...props
}: RadioGroupProps) {
  const labelId = useId();
  const control = useFieldControl({ name, invalid, disabled });
  const context = useMemo(
    () => ({ name, value, onValueChange, invalid: control.invalid, disabled: control.disabled }),
    [name, value, onValueChange, control.invalid, control.disabled],
  );
  return (
    <div data-slot="radio-group" className={cn('flex flex-col gap-2', className)}>
      {label && (
        <span id={labelId} className={labelVariants({ disabled: control.disabled })}>
          {label}
          {required && (
            <span aria-hidden="true" className="text-danger">
              *
            </span>
          )}
        </span>
      )}
      <div
        role="radiogroup"
        aria-labelledby={label ? labelId : undefined}
        aria-required={required || control['aria-required'] || undefined}
        aria-invalid={control['aria-invalid']}
        aria-describedby={control['aria-describedby']}
        aria-disabled={control.disabled}
        className={radioGroupVariants({ orientation })}
        {...props}
      >
        <RadioGroupContext.Provider value={context}>{children}</RadioGroupContext.Provider>
      </div>
    </div>
  );
}

export type RadioGroupItemProps = Omit<ComponentProps<'input'>, 'type' | 'value'> & {
  value: string;
  /** The option's text, which names it. */
  children?: ReactNode;
};

/** One option of a {@link RadioGroup}; its children are its label. */
export function RadioGroupItem({
  value,
  children,
  className,
  disabled,
  onChange,
  ...props
}: RadioGroupItemProps) {
  const group = useContext(RadioGroupContext);
  const isDisabled = disabled ?? group.disabled;
  const controlled = group.value !== undefined ? { checked: group.value === value } : {};
  return (
    <label
      data-slot="radio-group-item"
      className={cn(
        'inline-flex cursor-pointer items-center gap-2 text-sm text-foreground',
        'has-disabled:cursor-not-allowed has-disabled:opacity-50',
        className,
      )}
    >
      <span className="relative inline-flex size-4 shrink-0">
        <input
          type="radio"
          name={group.name}
          value={value}
          disabled={isDisabled}
          {...controlled}
          {...props}
          onChange={(event) => {
            onChange?.(event);
            if (event.currentTarget.checked) group.onValueChange?.(value);
          }}
          className={cn(
            radioInputClasses,
            group.invalid ? 'border-danger' : 'border-muted-foreground',
          )}
        />
        <span aria-hidden="true" className={radioDotClasses} />
      </span>
      {children}
    </label>
  );
}
