import { labelVariants, radioGroupVariants } from '@commerce/ui';
import { useId } from 'react';

export interface LiteRadioGroupProps {
  /** The group's visible name. */
  label: string;
  /** The radios' shared name. */
  name: string;
  value: string;
  values: readonly string[];
  onValueChange(value: string): void;
}

/**
 * @commerce/ui's RadioGroup look on native radios sharing a name (arrow keys move the
 * choice, Tab enters at the chosen one), without its react-hook-form link, so the product
 * page's first load does not carry react-hook-form.
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
                className={
                  'peer absolute inset-0 m-0 size-full cursor-[inherit] appearance-none rounded-full border ' +
                  'border-muted-foreground bg-background checked:border-primary focus-visible:outline-2 ' +
                  'focus-visible:outline-offset-2 focus-visible:outline-focus-ring'
                }
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-1 rounded-full bg-primary opacity-0 peer-checked:opacity-100"
              />
            </span>
            {option}
          </label>
        ))}
      </div>
    </div>
  );
}
