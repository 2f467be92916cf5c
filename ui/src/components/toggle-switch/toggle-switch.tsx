import { cva, type VariantProps } from 'class-variance-authority';
import type { ChangeEvent, ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Classes for {@link ToggleSwitch}'s track, the element that carries role `switch`.
 * Specification §9: the switch is exactly 32 px wide and 18 px tall.
 */
export const toggleSwitchVariants = cva(
  [
    'peer absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-full border',
    'border-transparent transition-colors motion-reduce:transition-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus-ring',
    // Specification §4: a disabled switch is dimmed.
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      invalid: {
        true: 'border-danger',
        false: '',
      },
      tone: {
        primary: 'bg-muted-foreground checked:bg-primary',
        danger: 'bg-muted-foreground checked:bg-danger',
      },
    },
    defaultVariants: { invalid: false, tone: 'primary' },
  },
);

export type ToggleSwitchProps = Omit<ComponentProps<'input'>, 'type' | 'role' | 'size'> &
  VariantProps<typeof toggleSwitchVariants> & {
    /** Called with the new state after the user flips the switch. */
    onCheckedChange?: (checked: boolean) => void;
  };

/**
 * An on/off switch. It is a native checkbox with role `switch`, so Space flips it, it
 * submits with a form, and react-hook-form's `register` or a `Controller` both work; pass
 * `checked` to control it or `defaultChecked` to leave it uncontrolled. Label it with a
 * `<Label htmlFor>`, `aria-label` or `aria-labelledby`.
 *
 * @example
 * <ToggleSwitch id="opt-out" checked={optOut} onCheckedChange={setOptOut} />
 * <Label htmlFor="opt-out">Opt out of sharing my usage data</Label>
 */
export function ToggleSwitch({
  className,
  style,
  invalid,
  tone,
  onChange,
  onCheckedChange,
  ...props
}: ToggleSwitchProps) {
  return (
    <span
      data-slot="toggle-switch"
      className={cn('relative inline-flex h-[18px] w-8 shrink-0 align-middle', className)}
      style={style}
    >
      <input
        type="checkbox"
        // A native checkbox exposes its own checked state; a copied aria-checked would go
        // stale when the switch is uncontrolled (react-hook-form's register sets it directly).
        // biome-ignore lint/a11y/useAriaPropsForRole: the checked state comes from the input
        role="switch"
        aria-invalid={invalid || undefined}
        className={toggleSwitchVariants({ invalid, tone })}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onChange?.(event);
          onCheckedChange?.(event.currentTarget.checked);
        }}
        {...props}
      />
      {/* The thumb: 14 px with a 2 px inset, so it travels 14 px; it travels the other way in
          right-to-left text. */}
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute start-0.5 top-0.5 size-3.5 rounded-full bg-background',
          'shadow-sm transition-transform motion-reduce:transition-none',
          'peer-checked:translate-x-3.5 rtl:peer-checked:-translate-x-3.5 peer-disabled:opacity-50',
        )}
      />
    </span>
  );
}
