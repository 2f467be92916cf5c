import { useMedusa } from '@commerce/client';
import { adminListNotesQueryOptions, useAdminCreateNote } from '@commerce/client/admin';
import { Button, Section, Textarea } from '@commerce/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../forms/server-error.ts';
import { ListError, ListLoading } from '../lists/list-states.tsx';
import { displayNameOf } from '../people/display-name.ts';
import { DeleteNoteDialog } from './delete-note-dialog.tsx';
import { EditNoteDialog } from './edit-note-dialog.tsx';
import { type NotedResource, notesParams } from './notes-params.ts';

/** Notes staff keep on an order or a customer: add one, edit one, delete one. */
export function ResourceNotes({
  resourceType,
  resourceId,
}: {
  resourceType: NotedResource;
  resourceId: string;
}) {
  const { t, i18n } = useTranslation('notes');
  const { client } = useMedusa();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string>();
  const [editing, setEditing] = useState<string>();
  const [deleting, setDeleting] = useState<string>();
  const notes = useQuery(adminListNotesQueryOptions(client, notesParams(resourceType, resourceId)));
  const create = useAdminCreateNote();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setFailure(t('required'));
      return;
    }
    try {
      await create.mutateAsync({
        resource_id: resourceId,
        resource_type: resourceType,
        value: text.trim(),
      });
      setText('');
      setFailure(undefined);
    } catch (error) {
      setFailure(serverErrorMessage(error, i18n.t));
    }
  };

  return (
    <Section title={t('title')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {t('add')}
        </label>
        <Textarea
          id={fieldId}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? `${fieldId}-error` : undefined}
          rows={3}
        />
        {failure && (
          <p id={`${fieldId}-error`} role="alert" className="text-sm text-danger">
            {failure}
          </p>
        )}
        <Button type="submit" size="small" className="self-end" isLoading={create.isPending}>
          {t('save')}
        </Button>
      </form>
      {notes.isPending ? (
        <ListLoading label={t('loading')} />
      ) : notes.isError ? (
        <ListError error={notes.error} onRetry={() => void notes.refetch()} />
      ) : notes.data.notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {notes.data.notes.map((note) => {
            const date = dates.format(new Date(note.created_at));
            return (
              <li
                key={note.id}
                className="flex items-start gap-2 rounded-md border border-border p-3 text-sm"
              >
                <div className="min-w-0 flex-1">
                  <p className="whitespace-pre-wrap break-words">{note.value}</p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {t('by', {
                      author: note.author ? displayNameOf(note.author) : t('unknownAuthor'),
                      date,
                    })}
                  </p>
                </div>
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => setEditing(note.id)}
                  aria-label={t('editNamed', { date })}
                >
                  {t('edit')}
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => setDeleting(note.id)}
                  aria-label={t('deleteNamed', { date })}
                >
                  {t('delete')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {editing && <EditNoteDialog noteId={editing} onClose={() => setEditing(undefined)} />}
      <DeleteNoteDialog noteId={deleting} onClose={() => setDeleting(undefined)} />
    </Section>
  );
}
