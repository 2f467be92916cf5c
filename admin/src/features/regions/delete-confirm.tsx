import { ConfirmDialog, notify } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';

export interface DeleteConfirmProps {
  title: string;
  description: string;
  /** What is said once it is gone, e.g. "Standard deleted". */
  done: string;
  /** A generated delete mutation, bound to the record's id. */
  mutation: { mutateAsync: () => Promise<unknown>; isPending: boolean };
  onClose: () => void;
}

/** Asks before deleting a record; the server's refusal is shown as it comes. */
export function DeleteConfirm({ title, description, done, mutation, onClose }: DeleteConfirmProps) {
  const { t, i18n } = useTranslation('regions');
  const confirm = async () => {
    try {
      await mutation.mutateAsync();
      notify.success(done);
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={() => void confirm()}
      isPending={mutation.isPending}
      title={title}
      description={description}
      confirmLabel={t('actions.delete')}
      cancelLabel={t('actions.cancel')}
    />
  );
}
