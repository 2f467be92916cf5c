import type { VariantProps } from 'class-variance-authority';
import { type ComponentProps, type KeyboardEvent, useId, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field.tsx';
import { numberInputFieldClasses, numberInputVariants } from './number-input-variants.ts';
import { StepButton, stepOnArrowKey, stepValue } from './step-button.tsx';

export type NumberInputProps = Omit<ComponentProps<'input'>, 'type' | 'size'> &
  VariantProps<typeof numberInputVariants> & {
    /** Accessible name of the step-up button. */
    incrementLabel?: string;
    /** Accessible name of the step-down button. */
    decrementLabel?: string;
  };

/**
 * A number field with step-up and step-down buttons (specification §5). ArrowUp and
 * ArrowDown step from the keyboard; `min`, `max` and `step` bound every step. Takes the
 * error style like `Input`, and works with `register` (use `valueAsNumber`) or controlled.
 *
 * @example
 * <NumberInput aria-label="Quantity" min={1} max={10} {...register('quantity', { valueAsNumber: true })} />
 */
export function NumberInput({
  className,
  size,
  invalid,
  incrementLabel = 'Increase',
  decrementLabel = 'Decrease',
  onKeyDown,
  ref,
  ...props
}: NumberInputProps) {
  const control = useFieldControl({ ...props, invalid: invalid ?? undefined });
  const fallbackId = useId();
  const id = control.id ?? fallbackId;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  const step = (direction: 1 | -1) => {
    const input = inputRef.current;
    if (!input) return;
    stepValue(input, direction);
    input.focus();
  };
  const onArrowKey = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (!event.defaultPrevented) stepOnArrowKey(event);
  };
  const disabled = control.disabled;
  return (
    <div
      data-slot="number-input"
      className={cn(numberInputVariants({ size, invalid: control.invalid }), className)}
    >
      <input
        type="number"
        {...props}
        ref={setRefs}
        id={id}
        disabled={disabled}
        aria-invalid={control['aria-invalid']}
        aria-describedby={control['aria-describedby']}
        aria-required={control['aria-required']}
        onKeyDown={onArrowKey}
        className={numberInputFieldClasses}
      />
      <StepButton
        direction="down"
        label={decrementLabel}
        controls={id}
        disabled={disabled}
        onStep={() => step(-1)}
      />
      <StepButton
        direction="up"
        label={incrementLabel}
        controls={id}
        disabled={disabled}
        onStep={() => step(1)}
      />
    </div>
  );
}
