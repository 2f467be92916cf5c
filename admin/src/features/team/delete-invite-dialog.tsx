import { useAdminDeleteInvite } from '@commerce/client/admin/invites';
import { ConfirmDialog, notify } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import type { Invite } from './invite-status.ts';

/** Asks before deleting an invite: its link stops working. */
export function DeleteInviteDialog({
  invite,
  onClose,
}: {
  invite: Invite | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('team');
  const remove = useAdminDeleteInvite({ id: invite?.id ?? '' });
  const [failure, setFailure] = useState<string>();
  const close = () => {
    setFailure(undefined);
    onClose();
  };
  const confirm = async () => {
    try {
      await remove.mutateAsync();
      notify.success(t('invites.deleted', { email: invite?.user_email }));
      close();
    } catch (error) {
      setFailure(serverErrorMessage(error, i18n.t));
    }
  };
  return (
    <ConfirmDialog
      open={Boolean(invite)}
      onClose={close}
      onConfirm={() => void confirm()}
      title={t('invites.deleteTitle')}
      description={t('invites.deleteBody', { email: invite?.user_email })}
      confirmLabel={t('actions.delete')}
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
