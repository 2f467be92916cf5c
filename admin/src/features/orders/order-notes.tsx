import { useMedusa } from '@commerce/client';
import { adminListNotesQueryOptions, useAdminCreateNote } from '@commerce/client/admin';
import { Button, Section, Textarea } from '@commerce/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { ListError, ListLoading } from '../../lib/lists/list-states.tsx';
import { displayNameOf } from '../../lib/people/display-name.ts';
import { DeleteNoteDialog } from './delete-note-dialog.tsx';

/** The notes the timeline and this list read: the order's, newest first. */
export const orderNotesParams = (orderId: string) => ({
  resource_id: orderId,
  resource_type: 'order',
  order: '-created_at',
  limit: 100,
  expand: 'author',
});

/** Notes staff keep on an order (`resource_type` `order`): add one, delete one. */
export function OrderNotes({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('orders');
  const { client } = useMedusa();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string>();
  const [deleting, setDeleting] = useState<string>();
  const notes = useQuery(adminListNotesQueryOptions(client, orderNotesParams(orderId)));
  const create = useAdminCreateNote();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setFailure(t('notes.required'));
      return;
    }
    try {
      await create.mutateAsync({
        resource_id: orderId,
        resource_type: 'order',
        value: text.trim(),
      });
      setText('');
      setFailure(undefined);
    } catch (error) {
      setFailure(serverErrorMessage(error, i18n.t));
    }
  };

  return (
    <Section title={t('notes.title')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {t('notes.add')}
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
          {t('notes.save')}
        </Button>
      </form>
      {notes.isPending ? (
        <ListLoading label={t('notes.loading')} />
      ) : notes.isError ? (
        <ListError error={notes.error} onRetry={() => void notes.refetch()} />
      ) : notes.data.notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('notes.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {notes.data.notes.map((note) => (
            <li
              key={note.id}
              className="flex items-start gap-2 rounded-md border border-border p-3 text-sm"
            >
              <div className="min-w-0 flex-1">
                <p className="whitespace-pre-wrap break-words">{note.value}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {t('notes.by', {
                    author: note.author ? displayNameOf(note.author) : t('notes.unknownAuthor'),
                    date: dates.format(new Date(note.created_at)),
                  })}
                </p>
              </div>
              <Button
                size="small"
                variant="ghost"
                onClick={() => setDeleting(note.id)}
                aria-label={t('notes.deleteNamed', {
                  date: dates.format(new Date(note.created_at)),
                })}
              >
                {t('notes.delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <DeleteNoteDialog noteId={deleting} onClose={() => setDeleting(undefined)} />
    </Section>
  );
}
