import { builtInRolePermissions, type Permission } from '@commerce/client/permissions';
import { Select, type SelectOption } from '@commerce/ui';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { BUILT_IN_ROLES } from './roles.ts';
import { useCustomRoles } from './use-custom-roles.ts';

export interface RoleSelectProps<T extends FieldValues> {
  control: Control<T>;
  /** A field holding a role choice (see `roleChoiceOf`). */
  name: Path<T>;
  disabled?: boolean;
}

/**
 * The role picker of the invite, create and edit forms: the built-in roles, then the custom
 * roles by name. A role with more than the signed-in user's own permissions is offered but
 * disabled, since the server refuses giving it (`role_exceeds_own`).
 */
export function RoleSelect<T extends FieldValues>({ control, name, disabled }: RoleSelectProps<T>) {
  const { t } = useTranslation('team');
  const { all } = usePermissions();
  const roles = useCustomRoles().data?.roles ?? [];
  const beyondOwn = (permissions: readonly Permission[]) =>
    permissions.some((permission) => !all.has(permission));
  const options: SelectOption[] = [
    ...BUILT_IN_ROLES.map((role) => ({
      value: role,
      label: t(`roles.${role}`),
      disabled: beyondOwn(builtInRolePermissions[role]),
    })),
    ...roles.map((role) => ({
      value: role.id,
      label: role.name,
      disabled: beyondOwn(role.permissions),
    })),
  ];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={t('fields.role')}
          required
          // A custom role not (yet) loaded still shows as one, not as its id.
          options={
            options.some((option) => option.value === field.value)
              ? options
              : [...options, { value: field.value, label: t('roles.custom'), disabled: true }]
          }
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
