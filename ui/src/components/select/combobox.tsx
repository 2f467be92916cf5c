import {
  Combobox as AriakitCombobox,
  type ComboboxProps as AriakitComboboxProps,
  ComboboxItem,
  ComboboxLabel,
  ComboboxPopover,
  ComboboxProvider,
} from '@ariakit/react';
import { cva, type VariantProps } from 'class-variance-authority';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { useFieldControl } from '../field/field.tsx';
import { labelVariants } from '../label/label.tsx';
import { listboxItemClasses, listboxPopoverClasses } from './listbox-classes.ts';

/** Classes for {@link Combobox}'s text box; `invalid` is the error style of specification §5. */
export const comboboxVariants = cva(
  [
    'w-full min-w-0 rounded-md border bg-background text-foreground shadow-xs',
    'placeholder:text-muted-foreground transition-colors motion-reduce:transition-none',
    'focus-visible:outline-2 focus-visible:outline-offset-1',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      size: {
        small: 'h-8 px-2.5 text-sm',
        medium: 'h-9 px-3 text-sm',
        large: 'h-11 px-3.5 text-base',
      },
      invalid: {
        true: 'border-danger focus-visible:outline-danger',
        false: 'border-border hover:border-muted-foreground focus-visible:outline-focus-ring',
      },
    },
    defaultVariants: { size: 'medium', invalid: false },
  },
);

export type ComboboxOption = {
  value: string;
  /** The text shown, typed against and put in the box once chosen; unique per list. */
  label: string;
  disabled?: boolean;
};

export type ComboboxProps = Omit<
  AriakitComboboxProps,
  'value' | 'defaultValue' | 'store' | 'size' | 'onChange'
> &
  VariantProps<typeof comboboxVariants> & {
    options: ComboboxOption[];
    /** The chosen option's value, for a controlled combobox ('' for none). */
    value?: string;
    defaultValue?: string;
    onValueChange?: (value: string) => void;
    /** Shown in the list when no option matches the typed text. */
    emptyLabel?: string;
    /**
     * Visible label. It names both the text box and the list of options, so prefer it to a
     * separate `<Label>`; without it, pass `aria-label`.
     */
    label?: ReactNode;
    /** Shows a red asterisk after the label and marks the combobox `aria-required`. */
    required?: boolean;
  };

function Check() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="size-4 shrink-0 text-primary"
    >
      <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Case-insensitive match anywhere in the label. */
function matchOptions(options: ComboboxOption[], search: string) {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return options;
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle));
}

/**
 * A text box that filters a list of options as the user types, over Ariakit's combobox:
 * the arrow keys move through the matches, Enter chooses the highlighted one (the first match
 * is highlighted as you type), Escape closes the list. Leaving without choosing puts back the
 * chosen option's label. Wire it to react-hook-form through a `Controller`.
 *
 * @example
 * <Combobox aria-label="Country" options={countries} value={field.value}
 *   onValueChange={field.onChange} onBlur={field.onBlur} ref={field.ref} name={field.name} />
 */
export function Combobox({
  options,
  value,
  defaultValue = '',
  onValueChange,
  emptyLabel = 'No results',
  placeholder = 'Search',
  label,
  required,
  size,
  invalid,
  className,
  name,
  ...props
}: ComboboxProps) {
  const control = useFieldControl({
    ...props,
    name,
    invalid: invalid ?? undefined,
    'aria-required': required || props['aria-required'],
  });
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const selected = value ?? uncontrolled;
  const labelOf = (optionValue: string) =>
    options.find((option) => option.value === optionValue)?.label ?? '';
  const selectedLabel = labelOf(selected);
  // Read when the list closes, which can happen in the same event as a choice, before the
  // new value has rendered.
  const latestLabel = useRef(selectedLabel);
  latestLabel.current = selectedLabel;

  const [search, setSearch] = useState(selectedLabel);
  // Held here so Alt+Down can open the list: Ariakit's combobox ignores arrows with Alt.
  const [open, setOpen] = useState(false);
  // A value set from outside (a form reset) shows in the box.
  useEffect(() => setSearch(selectedLabel), [selectedLabel]);

  // Filtering can lag a keystroke behind on long lists rather than block typing.
  const deferredSearch = useDeferredValue(search);
  const matches = useMemo(
    // The box still shows the current choice: offer every option, not just that one.
    () => (deferredSearch === selectedLabel ? options : matchOptions(options, deferredSearch)),
    [options, deferredSearch, selectedLabel],
  );

  const choose = (label: string) => {
    const option = options.find((candidate) => candidate.label === label);
    if (!option || option.value === selected) return;
    latestLabel.current = option.label;
    setUncontrolled(option.value);
    onValueChange?.(option.value);
  };

  return (
    <ComboboxProvider
      value={search}
      setValue={setSearch}
      selectedValue={selectedLabel}
      setSelectedValue={choose}
      open={open}
      setOpen={(next) => {
        setOpen(next);
        if (!next) setSearch(latestLabel.current);
      }}
      placement="bottom-start"
    >
      {label && (
        <ComboboxLabel className={labelVariants({ disabled: Boolean(control.disabled) })}>
          {label}
          {required && (
            <span aria-hidden="true" className="text-danger">
              *
            </span>
          )}
        </ComboboxLabel>
      )}
      <AriakitCombobox
        data-slot="combobox"
        autoSelect
        placeholder={placeholder}
        {...props}
        onKeyDown={(event) => {
          props.onKeyDown?.(event);
          // WAI-ARIA's combobox pattern: Alt+Down shows the list without moving the focus.
          if (!event.defaultPrevented && event.altKey && event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        id={control.id}
        disabled={control.disabled}
        aria-invalid={control['aria-invalid']}
        aria-describedby={control['aria-describedby']}
        aria-required={control['aria-required']}
        className={cn(comboboxVariants({ size, invalid: control.invalid }), className)}
      />
      <ComboboxPopover
        data-slot="combobox-content"
        gutter={4}
        sameWidth
        aria-label={props['aria-label']}
        // Inside a Field, the list is named by its FieldLabel, as the trigger is (spread only
        // then: an explicit undefined would drop the name Ariakit gives it from `label`).
        {...(label || props['aria-label'] || !control.labelId
          ? {}
          : { 'aria-labelledby': control.labelId })}
        className={listboxPopoverClasses}
      >
        {matches.map((option) => (
          <ComboboxItem
            key={option.value}
            value={option.label}
            disabled={option.disabled}
            // Ariakit marks the chosen option only in select mode; a single-choice list says
            // which option is the current one too.
            aria-selected={option.value === selected}
            focusOnHover
            data-slot="combobox-item"
            className={listboxItemClasses}
          >
            <span className="min-w-0 flex-1 truncate">{option.label}</span>
            {option.value === selected && <Check />}
          </ComboboxItem>
        ))}
        {matches.length === 0 && (
          // A listbox must hold options (axe: aria-required-children), so the message is an
          // option that cannot be chosen or reached.
          <ComboboxItem disabled className={cn(listboxItemClasses, 'text-muted-foreground')}>
            {emptyLabel}
          </ComboboxItem>
        )}
      </ComboboxPopover>
    </ComboboxProvider>
  );
}
