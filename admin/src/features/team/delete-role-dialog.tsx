import { ClientError } from '@commerce/client';
import { useAdminDeleteRole } from '@commerce/client/admin/roles';
import { ConfirmDialog, notify } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import type { CustomRole } from './roles.ts';

export interface DeleteRoleDialogProps {
  role: CustomRole | undefined;
  onClose: () => void;
}

/**
 * Asks before deleting a custom role. The server refuses one still given to a user or a
 * pending invite (400 `role_in_use`); that refusal says what to do instead.
 */
export function DeleteRoleDialog({ role, onClose }: DeleteRoleDialogProps) {
  const { t, i18n } = useTranslation('team');
  const remove = useAdminDeleteRole({ id: role?.id ?? '' });
  const [failure, setFailure] = useState<string>();
  const name = role?.name ?? '';
  const close = () => {
    setFailure(undefined);
    onClose();
  };
  const confirm = async () => {
    try {
      await remove.mutateAsync();
      notify.success(t('customRoles.deleted', { name }));
      close();
    } catch (error) {
      const inUse = error instanceof ClientError && error.body?.code === 'role_in_use';
      setFailure(inUse ? t('customRoles.inUse', { name }) : serverErrorMessage(error, i18n.t));
    }
  };
  return (
    <ConfirmDialog
      open={Boolean(role)}
      onClose={close}
      onConfirm={() => void confirm()}
      title={t('customRoles.deleteTitle', { name })}
      description={t('customRoles.deleteBody')}
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
