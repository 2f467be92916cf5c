import { useId } from 'react';
import { labelVariants } from '../../components/label/label.tsx';
import {
  radioDotClasses,
  radioGroupVariants,
  radioInputClasses,
} from '../../components/radio-group/radio-group-variants.ts';

export interface LiteRadioGroupProps {
  /** The group's visible name. */
  label: string;
  /** The radios' shared name. */
  name: string;
  value: string;
  /** The options, each its own label. */
  values: readonly string[];
  onValueChange(value: string): void;
  /**
   * `radio` (default): RadioGroup's circles. `button`: each option a bordered box with its
   * label inside (a product's sizes and colours), still a native radio underneath.
   */
  appearance?: 'radio' | 'button';
  /**
   * Options that can be chosen but not bought as things stand (sold out): struck through,
   * and described to screen readers by `unavailableText`; their names do not change.
   */
  unavailable?: readonly string[];
  /** What an unavailable option is, e.g. "Sold out". */
  unavailableText?: string;
}

/**
 * RadioGroup's look on native radios sharing a name (arrow keys move the choice, Tab
 * enters at the chosen one), without its react-hook-form link, so a page's first load
 * does not carry react-hook-form. Controlled: `value` is the chosen option.
 *
 * @example
 * <LiteRadioGroup label="Size" name="size" value={size} values={['S', 'M']} onValueChange={setSize} />
 */
export function LiteRadioGroup({
  label,
  name,
  value,
  values,
  onValueChange,
  appearance = 'radio',
  unavailable = [],
  unavailableText,
}: LiteRadioGroupProps) {
  const labelId = useId();
  const unavailableId = useId();
  const asButtons = appearance === 'button';
  return (
    <div data-slot="radio-group" className="flex flex-col gap-2">
      <span id={labelId} className={labelVariants()}>
        {label}
      </span>
      {unavailableText && (
        <span id={unavailableId} hidden>
          {unavailableText}
        </span>
      )}
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className={
          asButtons
            ? 'flex flex-row flex-wrap gap-2'
            : radioGroupVariants({ orientation: 'horizontal' })
        }
      >
        {values.map((option) => (
          <label
            key={option}
            data-slot="radio-group-item"
            data-unavailable={unavailable.includes(option) || undefined}
            className={asButtons ? optionButtonClasses : optionRadioClasses}
          >
            {/* As a box, the radio covers the whole box (its click target) and is not drawn. */}
            <span
              className={asButtons ? 'absolute inset-0' : 'relative inline-flex size-4 shrink-0'}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={value === option}
                aria-describedby={
                  unavailableText && unavailable.includes(option) ? unavailableId : undefined
                }
                onChange={(event) => {
                  if (event.currentTarget.checked) onValueChange(option);
                }}
                className={
                  asButtons
                    ? 'absolute inset-0 m-0 size-full cursor-[inherit] appearance-none rounded-md'
                    : `${radioInputClasses} border-muted-foreground`
                }
              />
              {!asButtons && <span aria-hidden="true" className={radioDotClasses} />}
            </span>
            {/* A box's text lets clicks through to the radio under it; a circle's label takes them. */}
            <span className={asButtons ? 'pointer-events-none relative' : undefined}>{option}</span>
          </label>
        ))}
      </div>
    </div>
  );
}

const optionRadioClasses =
  'inline-flex cursor-pointer items-center gap-2 text-sm text-foreground ' +
  'data-unavailable:text-muted-foreground data-unavailable:line-through';

/** An option drawn as a box: its border and tint follow the radio inside it. */
const optionButtonClasses =
  'relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md ' +
  'border border-border bg-background px-3 text-sm text-foreground ' +
  'has-checked:border-primary has-checked:bg-primary/10 has-checked:font-medium ' +
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus-ring ' +
  'data-unavailable:text-muted-foreground data-unavailable:line-through';
