import { useAdminGetNote, useAdminUpdateNote } from '@commerce/client/admin/notes';
import {
  Button,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  Textarea,
} from '@commerce/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../forms/server-error.ts';
import { ListError, ListLoading } from '../lists/list-states.tsx';

/**
 * Changes a note's text. The note is read again when the dialog opens, so a colleague's
 * edit since the list loaded is what gets changed, not overwritten unseen.
 */
export function EditNoteDialog({ noteId, onClose }: { noteId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('notes');
  const fieldId = useId();
  const note = useAdminGetNote({ id: noteId });
  const update = useAdminUpdateNote({ id: noteId });
  const [text, setText] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const value = text ?? note.data?.note.value ?? '';

  const save = async () => {
    if (!value.trim()) {
      setFailure(t('required'));
      return;
    }
    try {
      await update.mutateAsync({ value: value.trim() });
      onClose();
    } catch (error) {
      setFailure(serverErrorMessage(error, i18n.t));
    }
  };

  return (
    <Modal open onClose={onClose}>
      <ModalHeader>
        <ModalTitle>{t('editTitle')}</ModalTitle>
      </ModalHeader>
      <ModalBody className="flex flex-col gap-2">
        {note.isPending ? (
          <ListLoading label={t('loading')} />
        ) : note.isError ? (
          <ListError error={note.error} onRetry={() => void note.refetch()} />
        ) : (
          <>
            <label htmlFor={fieldId} className="text-sm font-medium">
              {t('text')}
            </label>
            <Textarea
              id={fieldId}
              value={value}
              onChange={(event) => setText(event.currentTarget.value)}
              aria-invalid={failure ? true : undefined}
              aria-describedby={failure ? `${fieldId}-error` : undefined}
              rows={4}
            />
            {failure && (
              <p id={`${fieldId}-error`} role="alert" className="text-sm text-danger">
                {failure}
              </p>
            )}
          </>
        )}
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button isLoading={update.isPending} disabled={!note.data} onClick={() => void save()}>
          {t('saveChanges')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
