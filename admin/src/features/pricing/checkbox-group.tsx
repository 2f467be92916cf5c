import { Checkbox } from '@commerce/ui';

export interface CheckboxGroupProps {
  legend: string;
  /** Shown under the legend, e.g. what choosing none means. */
  hint?: string;
  options: readonly { value: string; label: string }[] | undefined;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  loadingText: string;
  emptyText: string;
}

/** Several choices as native checkboxes in a named group. */
export function CheckboxGroup(props: CheckboxGroupProps) {
  const { options, chosen, onChange } = props;
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{props.legend}</legend>
      {props.hint && <p className="text-sm text-muted-foreground">{props.hint}</p>}
      {options === undefined && (
        <p className="text-sm text-muted-foreground">{props.loadingText}</p>
      )}
      {options?.length === 0 && <p className="text-sm text-muted-foreground">{props.emptyText}</p>}
      <div className="grid gap-2 sm:grid-cols-2">
        {options?.map((option) => (
          // biome-ignore lint/a11y/noLabelWithoutControl: Checkbox renders a native input inside the label.
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={chosen.includes(option.value)}
              onCheckedChange={(on) => toggle(option.value, on)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
