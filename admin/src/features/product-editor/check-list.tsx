import { Checkbox, Label } from '@commerce/ui';
import { useId } from 'react';

export interface CheckListProps {
  legend: string;
  options: { value: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  /** Shown when there is nothing to choose from. */
  empty: string;
}

/** A group of checkboxes choosing several ids (categories, sales channels). */
export function CheckList({ legend, options, value, onChange, empty }: CheckListProps) {
  const id = useId();
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((chosen) => chosen !== option));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {options.length === 0 && <p className="text-sm text-muted-foreground">{empty}</p>}
      {options.map((option) => (
        <div key={option.value} className="flex items-center gap-2">
          <Checkbox
            id={`${id}-${option.value}`}
            checked={value.includes(option.value)}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
          />
          <Label htmlFor={`${id}-${option.value}`}>{option.label}</Label>
        </div>
      ))}
    </fieldset>
  );
}
