import { Field, FieldError, Select, type SelectOption } from '@commerce/ui';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../lib/forms/message-key.ts';

export interface SelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: SelectOption[];
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled select bound to a react-hook-form field, with the field's translated error. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder,
  required,
  disabled,
}: SelectFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Field name={name} required={required}>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => (
          <>
            <Select
              label={label}
              required={required}
              disabled={disabled}
              placeholder={placeholder}
              options={options}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
            />
            <FieldError
              messages={
                fieldState.error?.message ? [t(fieldState.error.message as MessageKey)] : []
              }
            />
          </>
        )}
      />
    </Field>
  );
}
