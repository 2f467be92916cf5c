import type { VariantProps } from 'class-variance-authority';
import { type ComponentProps, type KeyboardEvent, useId, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field.tsx';
import { numberInputVariants } from './number-input-variants.ts';

const stepButtonClasses = cn(
  'flex w-8 shrink-0 items-center justify-center border-s border-border text-muted-foreground',
  'hover:bg-muted hover:text-foreground disabled:pointer-events-none',
);

export type NumberInputProps = Omit<ComponentProps<'input'>, 'type' | 'size'> &
  VariantProps<typeof numberInputVariants> & {
    /** Accessible name of the step-up button. */
    incrementLabel?: string;
    /** Accessible name of the step-down button. */
    decrementLabel?: string;
  };

/**
 * Steps the value the way the browser's own spin buttons do (respecting `min`, `max` and
 * `step`), then reports it as an `input` event, so React's `onChange` and react-hook-form's
 * `register` see the new value as if it was typed.
 */
function stepValue(input: HTMLInputElement, direction: 1 | -1) {
  if (input.disabled || input.readOnly) return;
  const before = input.value;
  if (direction === 1) input.stepUp();
  else input.stepDown();
  if (input.value !== before) input.dispatchEvent(new Event('input', { bubbles: true }));
}

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
    if (event.defaultPrevented) return;
    // Handled here rather than left to the browser, so every step goes through stepValue
    // and so reaches react-hook-form the same way.
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepValue(event.currentTarget, event.key === 'ArrowUp' ? 1 : -1);
    }
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
        className={cn(
          'min-w-0 flex-1 bg-transparent px-3 text-foreground outline-none tabular-nums',
          'placeholder:text-muted-foreground disabled:cursor-not-allowed',
          // The browser's own spin buttons are replaced by the labelled buttons below.
          '[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none',
          '[&::-webkit-outer-spin-button]:appearance-none',
        )}
      />
      {/* Out of the tab order like native spin buttons: the arrow keys do the same job. */}
      <button
        type="button"
        tabIndex={-1}
        aria-label={decrementLabel}
        aria-controls={id}
        disabled={disabled}
        className={stepButtonClasses}
        onClick={() => step(-1)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M3.5 8h9" strokeLinecap="round" />
        </svg>
      </button>
      <button
        type="button"
        tabIndex={-1}
        aria-label={incrementLabel}
        aria-controls={id}
        disabled={disabled}
        className={stepButtonClasses}
        onClick={() => step(1)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="M3.5 8h9M8 3.5v9" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
