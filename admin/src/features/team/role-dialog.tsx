import { ClientError } from '@commerce/client';
import {
  useAdminCreateRole,
  useAdminGetRole,
  useAdminUpdateRole,
} from '@commerce/client/admin/roles';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { PermissionGrid } from './permission-grid.tsx';
import { roleBody, roleSchema, roleValuesOf } from './role-form.ts';
import type { CustomRole } from './roles.ts';

export interface RoleDialogProps {
  open: boolean;
  /** The role to edit; none creates one. */
  role?: CustomRole | undefined;
  onClose: () => void;
}

/**
 * Creates or edits a custom role: name, description and the permission grid. An edited role
 * is loaded fresh (`GET /admin/roles/{id}`) so someone else's change meanwhile shows; a name
 * another role has is the server's 422, shown on the name.
 */
export function RoleDialog({ open, role: listed, onClose }: RoleDialogProps) {
  const { t, i18n } = useTranslation('team');
  const { all } = usePermissions();
  const labelId = useId();
  const hintId = useId();
  const fresh = useAdminGetRole({ id: listed?.id ?? '' }, { enabled: open && Boolean(listed) });
  const role = listed && (fresh.data?.role ?? listed);
  const create = useAdminCreateRole();
  const update = useAdminUpdateRole({ id: listed?.id ?? '' });
  const form = useForm({
    resolver: valibotResolver(roleSchema),
    values: roleValuesOf(role),
    // The fresh role replaces the listed one without undoing what was already changed.
    resetOptions: { keepDirtyValues: true },
  });
  const permissionsError = form.formState.errors.permissions;
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const body = roleBody(values);
      const saved = await (role ? update.mutateAsync(body) : create.mutateAsync(body));
      notify.success(
        t(role ? 'customRoles.saved' : 'customRoles.created', { name: saved.role.name }),
      );
      close();
    } catch (error) {
      if (error instanceof ClientError && error.status === 422) {
        form.setError('name', { message: 'team:validation.roleNameTaken' }, { shouldFocus: true });
      } else form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
    }
  });
  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t(role ? 'customRoles.editTitle' : 'customRoles.createTitle')}
      description={t('customRoles.dialogDescription')}
      submitLabel={t(role ? 'actions.save' : 'customRoles.createSubmit')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending || update.isPending}
    >
      {fresh.isError && (
        <p role="alert" className="text-sm text-danger">
          {t('customRoles.loadFailed', { reason: serverErrorMessage(fresh.error, i18n.t) })}
        </p>
      )}
      <TextField {...form.register('name')} label={t('customRoles.name')} required autoFocus />
      <TextField {...form.register('description')} label={t('customRoles.descriptionField')} />
      <div className="flex flex-col gap-1">
        <p id={labelId} className="text-sm font-medium">
          {t('permissions.title')}
        </p>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('permissions.hint')}
        </p>
        {permissionsError && (
          <p role="alert" className="text-sm text-danger">
            {t('validation.permissionsRequired')}
          </p>
        )}
        <Controller
          control={form.control}
          name="permissions"
          render={({ field }) => (
            <PermissionGrid
              value={field.value}
              onChange={field.onChange}
              labelledBy={labelId}
              describedBy={hintId}
              isLocked={(permission) => !all.has(permission)}
            />
          )}
        />
      </div>
    </FormDialog>
  );
}
