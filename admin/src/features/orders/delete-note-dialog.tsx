import { useAdminDeleteNote } from '@commerce/client/admin';
import { ConfirmDialog } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { useOrderAction } from './use-order-action.ts';

/** Asks before deleting one of the order's notes. */
export function DeleteNoteDialog({
  noteId,
  onClose,
}: {
  /** The note to delete; closed without one. */
  noteId: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const remove = useAdminDeleteNote({ id: noteId ?? '' });
  const { failure, run, reset } = useOrderAction();
  const close = () => {
    reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={Boolean(noteId)}
      onClose={close}
      onConfirm={() => void run(() => remove.mutateAsync()).then((done) => done && close())}
      title={t('notes.deleteTitle')}
      description={t('notes.deleteDescription')}
      confirmLabel={t('notes.delete')}
      cancelLabel={t('actions.back')}
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
