import { useAdminDeleteUserSessions } from '@commerce/client/admin/users';
import { ConfirmDialog, notify } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { displayNameOf } from '../../lib/people/display-name.ts';
import type { TeamUser } from './roles.ts';

export interface SignOutUserDialogProps {
  user: TeamUser | undefined;
  onClose: () => void;
}

/**
 * Asks before signing a colleague out everywhere (`DELETE /admin/users/{id}/sessions`), e.g.
 * after a lost laptop: every session and access token ends; their password stays.
 */
export function SignOutUserDialog({ user, onClose }: SignOutUserDialogProps) {
  const { t, i18n } = useTranslation('team');
  const signOut = useAdminDeleteUserSessions({ id: user?.id ?? '' });
  const [failure, setFailure] = useState<string>();
  const name = user ? displayNameOf(user) : '';
  const close = () => {
    setFailure(undefined);
    onClose();
  };
  const confirm = async () => {
    try {
      await signOut.mutateAsync();
      notify.success(t('users.signedOut', { name }));
      close();
    } catch (error) {
      setFailure(serverErrorMessage(error, i18n.t));
    }
  };
  return (
    <ConfirmDialog
      open={Boolean(user)}
      onClose={close}
      onConfirm={() => void confirm()}
      title={t('users.signOutTitle', { name })}
      description={t('users.signOutBody', { name })}
      confirmLabel={t('users.signOutEverywhere')}
      cancelLabel={t('actions.cancel')}
      isPending={signOut.isPending}
    >
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
