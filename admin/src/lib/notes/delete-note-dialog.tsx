import { useAdminDeleteNote } from '@commerce/client/admin/notes';
import { ConfirmDialog } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../forms/server-error.ts';

/** Asks before deleting a note; a refusal stays in the dialog. */
export function DeleteNoteDialog({
  noteId,
  onClose,
}: {
  /** The note to delete; closed without one. */
  noteId: string | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('notes');
  const remove = useAdminDeleteNote({ id: noteId ?? '' });
  const [failure, setFailure] = useState<string>();
  const close = () => {
    setFailure(undefined);
    onClose();
  };
  const confirm = async () => {
    try {
      await remove.mutateAsync();
      close();
    } catch (error) {
      setFailure(serverErrorMessage(error, i18n.t));
    }
  };
  return (
    <ConfirmDialog
      open={Boolean(noteId)}
      onClose={close}
      onConfirm={() => void confirm()}
      title={t('deleteTitle')}
      description={t('deleteDescription')}
      confirmLabel={t('delete')}
      cancelLabel={t('cancel')}
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
