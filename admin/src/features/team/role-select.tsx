import { Select } from '@commerce/ui';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ROLES } from './roles.ts';

export interface RoleSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  disabled?: boolean;
}

/** The role picker of the invite and edit forms. */
export function RoleSelect<T extends FieldValues>({ control, name, disabled }: RoleSelectProps<T>) {
  const { t } = useTranslation('team');
  const options = ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={t('fields.role')}
          required
          options={options}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          disabled={disabled}
        />
      )}
    />
  );
}
