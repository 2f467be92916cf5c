import { useAdminGetUser, useAdminUpdateUser } from '@commerce/client/admin/users';
import { Button, notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { RoleSelect } from './role-select.tsx';
import { roleChoiceOf, roleFields, type TeamUser } from './roles.ts';
import { SignOutUserDialog } from './sign-out-user-dialog.tsx';
import { useTeamErrorMessage } from './team-errors.ts';

const userSchema = v.object({
  first_name: v.pipe(v.string(), v.trim()),
  last_name: v.pipe(v.string(), v.trim()),
  role: v.pipe(v.string(), v.nonEmpty('team:validation.roleRequired')),
});

export interface UserEditDialogProps {
  user: TeamUser | undefined;
  /** The signed-in user: they cannot remove themselves or lower their own role here. */
  isSelf: boolean;
  onClose: () => void;
}

/**
 * Edits a staff user's name and role, and offers signing them out everywhere and removing
 * them from the team. The user is loaded fresh when the dialog opens, so a change made
 * meanwhile by someone else shows. Without `team:write` only one's own name can change.
 */
export function UserEditDialog({ user: listed, isSelf, onClose }: UserEditDialogProps) {
  const { t, i18n } = useTranslation('team');
  const canManage = usePermissions().can('team:write') && !isSelf;
  const fresh = useAdminGetUser({ id: listed?.id ?? '' }, { enabled: Boolean(listed) });
  const user = listed && (fresh.data?.user ?? listed);
  const update = useAdminUpdateUser({ id: user?.id ?? '' });
  const refusal = useTeamErrorMessage();
  const [confirming, setConfirming] = useState<'remove' | 'signOut'>();
  const form = useForm({
    resolver: valibotResolver(userSchema),
    values: {
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      role: user ? roleChoiceOf(user) : 'member',
    },
    // The fresh user replaces the listed one without undoing what was already typed.
    resetOptions: { keepDirtyValues: true },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ role, ...names }) => {
    try {
      // One's own role is never sent: no one raises (or drops) their own role here.
      const saved = await update.mutateAsync(canManage ? { ...names, ...roleFields(role) } : names);
      notify.success(t('users.saved', { email: saved.user.email }));
      close();
    } catch (error) {
      form.setError(SERVER_ERROR, { message: refusal(error) });
    }
  });
  return (
    <>
      <FormDialog
        open={Boolean(user) && !confirming}
        onClose={close}
        form={form}
        onSubmit={submit}
        title={t('users.editTitle')}
        description={user?.email}
        submitLabel={t('actions.save')}
        cancelLabel={t('actions.cancel')}
        isPending={update.isPending}
      >
        {fresh.isError && (
          <p role="alert" className="text-sm text-danger">
            {t('users.loadFailed', { reason: serverErrorMessage(fresh.error, i18n.t) })}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...form.register('first_name')} label={t('fields.firstName')} autoFocus />
          <TextField {...form.register('last_name')} label={t('fields.lastName')} />
        </div>
        <RoleSelect control={form.control} name="role" disabled={!canManage} />
        {isSelf && <p className="text-sm text-muted-foreground">{t('users.selfNote')}</p>}
        {canManage && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setConfirming('signOut')}>
              {t('users.signOutEverywhere')}
            </Button>
            <Button variant="danger" onClick={() => setConfirming('remove')}>
              {t('users.remove')}
            </Button>
          </div>
        )}
      </FormDialog>
      <SignOutUserDialog
        user={confirming === 'signOut' ? user : undefined}
        onClose={() => setConfirming(undefined)}
      />
      <DeleteUserDialog
        user={confirming === 'remove' ? user : undefined}
        onClose={() => setConfirming(undefined)}
        onDeleted={() => {
          setConfirming(undefined);
          close();
        }}
      />
    </>
  );
}
