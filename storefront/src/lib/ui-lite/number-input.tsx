import { cn, numberInputVariants } from '@commerce/ui';
import { type ComponentProps, type KeyboardEvent, useId, useRef } from 'react';

export type LiteNumberInputProps = Omit<ComponentProps<'input'>, 'type' | 'size'> & {
  /** Accessible name of the step-up button. */
  incrementLabel: string;
  /** Accessible name of the step-down button. */
  decrementLabel: string;
};

const stepButtonClasses = cn(
  'flex w-8 shrink-0 items-center justify-center border-s border-border text-muted-foreground',
  'hover:bg-muted hover:text-foreground disabled:pointer-events-none',
);

/** Steps like the browser's spin buttons, then reports it as an `input` event. */
function stepValue(input: HTMLInputElement, direction: 1 | -1) {
  if (input.disabled || input.readOnly) return;
  const before = input.value;
  if (direction === 1) input.stepUp();
  else input.stepDown();
  if (input.value !== before) input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * @commerce/ui's NumberInput (same look, labelled step buttons, arrow keys) without its
 * react-hook-form link, so the product page's first load does not carry react-hook-form.
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
  const onArrowKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepValue(event.currentTarget, event.key === 'ArrowUp' ? 1 : -1);
    }
  };
  return (
    <div data-slot="number-input" className={numberInputVariants({ size: 'medium' })}>
      <input
        type="number"
        {...props}
        ref={inputRef}
        id={inputId}
        disabled={disabled}
        onKeyDown={onArrowKey}
        className={cn(
          'min-w-0 flex-1 bg-transparent px-3 text-foreground outline-none tabular-nums',
          'disabled:cursor-not-allowed [appearance:textfield]',
          '[&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
        )}
      />
      {/* Out of the tab order like native spin buttons: the arrow keys do the same job. */}
      <StepButton
        label={decrementLabel}
        controls={inputId}
        disabled={disabled}
        path="M3.5 8h9"
        onStep={() => step(-1)}
      />
      <StepButton
        label={incrementLabel}
        controls={inputId}
        disabled={disabled}
        path="M3.5 8h9M8 3.5v9"
        onStep={() => step(1)}
      />
    </div>
  );
}

interface StepButtonProps {
  label: string;
  controls: string;
  disabled: boolean | undefined;
  path: string;
  onStep(): void;
}

function StepButton({ label, controls, disabled, path, onStep }: StepButtonProps) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-label={label}
      aria-controls={controls}
      disabled={disabled}
      className={stepButtonClasses}
      onClick={onStep}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="size-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d={path} strokeLinecap="round" />
      </svg>
    </button>
  );
}
