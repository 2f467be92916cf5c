import { useAdminDeleteUser } from '@commerce/client/admin/users';
import { ConfirmDialog, notify } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayNameOf } from '../../lib/people/display-name.ts';
import type { TeamUser } from './roles.ts';
import { useTeamErrorMessage } from './team-errors.ts';

export interface DeleteUserDialogProps {
  user: TeamUser | undefined;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before removing a staff user: their sessions and tokens stop working. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const { t } = useTranslation('team');
  const refusal = useTeamErrorMessage();
  const remove = useAdminDeleteUser({ id: user?.id ?? '' });
  const [failure, setFailure] = useState<string>();
  const name = user ? displayNameOf(user) : '';
  const confirm = async () => {
    try {
      await remove.mutateAsync();
      notify.success(t('users.removed', { name }));
      setFailure(undefined);
      onDeleted();
    } catch (error) {
      setFailure(refusal(error));
    }
  };
  return (
    <ConfirmDialog
      open={Boolean(user)}
      onClose={() => {
        setFailure(undefined);
        onClose();
      }}
      onConfirm={() => void confirm()}
      title={t('users.removeTitle', { name })}
      description={t('users.removeBody', { name })}
      confirmLabel={t('users.remove')}
      cancelLabel={t('actions.cancel')}
      isPending={remove.isPending}
    >
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
