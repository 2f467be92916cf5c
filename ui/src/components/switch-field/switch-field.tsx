import { type ReactNode, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { cn } from '../../lib/cn.ts';
import { errorMessages } from '../field/use-field-error.ts';
import { FormFieldError } from '../form-field-error/form-field-error.tsx';
import { Label } from '../label/label.tsx';
import { ToggleSwitch, type ToggleSwitchProps } from '../toggle-switch/toggle-switch.tsx';

export type SwitchFieldProps<T extends FieldValues> = {
  /** The boolean react-hook-form field the switch edits. */
  name: FieldPath<T>;
  /** The form's control; may be left out inside a `FormProvider`. */
  control?: Control<T>;
  /** The switch's visible name. */
  label: ReactNode;
  /** Explains the setting; read as the switch's description. */
  description?: ReactNode;
  /** Disables and dims the switch (specification §4: a forced-off switch is dimmed). */
  disabled?: boolean;
  tone?: ToggleSwitchProps['tone'];
  className?: string;
};

/**
 * A labelled toggle switch with a description, bound to a boolean react-hook-form field
 * through `useController`, with the field's error under it. Clicking the label flips it too.
 *
 * @example
 * <SwitchField
 *   control={form.control}
 *   name="anonymize"
 *   label="Anonymize my usage data"
 *   description="If this option is selected, we will not collect your personal information."
 *   disabled={optOut}
 * />
 */
export function SwitchField<T extends FieldValues>({
  name,
  control,
  label,
  description,
  disabled,
  tone,
  className,
}: SwitchFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const invalid = Boolean(fieldState.error);
  const describedBy = [description ? descriptionId : '', invalid ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div data-slot="switch-field" className={cn('flex items-start gap-3', className)}>
      <ToggleSwitch
        id={id}
        name={field.name}
        ref={field.ref}
        checked={Boolean(field.value)}
        onCheckedChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        invalid={invalid}
        tone={tone}
        aria-describedby={describedBy || undefined}
        // Centres the 18 px switch on the label's first line.
        className="mt-px"
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <Label htmlFor={id} disabled={disabled}>
          {label}
        </Label>
        {description && (
          <p id={descriptionId} className="text-xs text-muted-foreground">
            {description}
          </p>
        )}
        <FormFieldError id={errorId} messages={errorMessages(fieldState.error)} />
      </div>
    </div>
  );
}
