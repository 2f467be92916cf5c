import type { KeyboardEvent } from 'react';

const stepButtonClasses =
  'flex w-8 shrink-0 items-center justify-center border-s border-border text-muted-foreground ' +
  'hover:bg-muted hover:text-foreground disabled:pointer-events-none';

/**
 * Steps the value the way the browser's own spin buttons do (respecting `min`, `max` and
 * `step`), then reports it as an `input` event, so React's `onChange` and react-hook-form's
 * `register` see the new value as if it was typed.
 */
export function stepValue(input: HTMLInputElement, direction: 1 | -1) {
  if (input.disabled || input.readOnly) return;
  const before = input.value;
  if (direction === 1) input.stepUp();
  else input.stepDown();
  if (input.value !== before) input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * ArrowUp and ArrowDown step through {@link stepValue} rather than the browser, so every
 * step reaches React's `onChange` (and react-hook-form) the same way.
 */
export function stepOnArrowKey(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
  event.preventDefault();
  stepValue(event.currentTarget, event.key === 'ArrowUp' ? 1 : -1);
}

export interface StepButtonProps {
  direction: 'up' | 'down';
  /** The button's accessible name ("Increase", "Decrease"). */
  label: string;
  /** The id of the input it steps. */
  controls: string;
  disabled: boolean | undefined;
  onStep(): void;
}

/**
 * One of a number field's step buttons, shared by NumberInput and LiteNumberInput. Out of
 * the tab order like native spin buttons: the arrow keys do the same job.
 */
export function StepButton({ direction, label, controls, disabled, onStep }: StepButtonProps) {
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
        {/* A minus, or a plus. */}
        <path d={direction === 'up' ? 'M3.5 8h9M8 3.5v9' : 'M3.5 8h9'} strokeLinecap="round" />
      </svg>
    </button>
  );
}
