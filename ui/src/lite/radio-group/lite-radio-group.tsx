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
}

/**
 * RadioGroup's look on native radios sharing a name (arrow keys move the choice, Tab
 * enters at the chosen one), without its react-hook-form link, so a page's first load
 * does not carry react-hook-form. Controlled: `value` is the chosen option.
 *
 * @example
 * <LiteRadioGroup label="Size" name="size" value={size} values={['S', 'M']} onValueChange={setSize} />
 */
export function LiteRadioGroup({ label, name, value, values, onValueChange }: LiteRadioGroupProps) {
  const labelId = useId();
  return (
    <div data-slot="radio-group" className="flex flex-col gap-2">
      <span id={labelId} className={labelVariants()}>
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className={radioGroupVariants({ orientation: 'horizontal' })}
      >
        {values.map((option) => (
          <label
            key={option}
            data-slot="radio-group-item"
            className="inline-flex cursor-pointer items-center gap-2 text-sm text-foreground"
          >
            <span className="relative inline-flex size-4 shrink-0">
              <input
                type="radio"
                name={name}
                value={option}
                checked={value === option}
                onChange={(event) => {
                  if (event.currentTarget.checked) onValueChange(option);
                }}
                className={`${radioInputClasses} border-muted-foreground`}
              />
              <span aria-hidden="true" className={radioDotClasses} />
            </span>
            {option}
          </label>
        ))}
      </div>
    </div>
  );
}
