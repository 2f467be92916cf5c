import { type ComponentProps, useId, useRef } from 'react';
import {
  numberInputFieldClasses,
  numberInputVariants,
} from '../../components/number-input/number-input-variants.ts';
import {
  StepButton,
  stepOnArrowKey,
  stepValue,
} from '../../components/number-input/step-button.tsx';

export type LiteNumberInputProps = Omit<ComponentProps<'input'>, 'type' | 'size'> & {
  /** Accessible name of the step-up button. */
  incrementLabel: string;
  /** Accessible name of the step-down button. */
  decrementLabel: string;
};

/**
 * NumberInput (same look, labelled step buttons, arrow keys) without its react-hook-form
 * link, so a page's first load does not carry react-hook-form; controlled or not.
 *
 * @example
 * <LiteNumberInput aria-label="Quantity" min={1} value={quantity} onChange={onQuantity}
 *   incrementLabel="Increase quantity" decrementLabel="Decrease quantity" />
 */
export function LiteNumberInput({
  incrementLabel,
  decrementLabel,
  id,
  disabled,
  ...props
}: LiteNumberInputProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const inputRef = useRef<HTMLInputElement>(null);
  const step = (direction: 1 | -1) => {
    const input = inputRef.current;
    if (!input) return;
    stepValue(input, direction);
    input.focus();
  };
  return (
    <div data-slot="number-input" className={numberInputVariants({ size: 'medium' })}>
      <input
        type="number"
        {...props}
        ref={inputRef}
        id={inputId}
        disabled={disabled}
        onKeyDown={stepOnArrowKey}
        className={numberInputFieldClasses}
      />
      <StepButton
        direction="down"
        label={decrementLabel}
        controls={inputId}
        disabled={disabled}
        onStep={() => step(-1)}
      />
      <StepButton
        direction="up"
        label={incrementLabel}
        controls={inputId}
        disabled={disabled}
        onStep={() => step(1)}
      />
    </div>
  );
}
