import { useMedusa } from '@commerce/client';
import { adminListNotesQueryOptions, useAdminCreateNote } from '@commerce/client/admin';
import { Button, Textarea } from '@commerce/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { ListError, ListLoading } from '../../lib/lists/list-states.tsx';
import { displayNameOf } from '../../lib/people/display-name.ts';

/** Notes staff keep on a customer (`resource_type` `customer`), newest first, and adding one. */
export function CustomerNotes({ customerId }: { customerId: string }) {
  const { t, i18n } = useTranslation('customers');
  const { client } = useMedusa();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string>();
  const notes = useQuery(
    adminListNotesQueryOptions(client, {
      resource_id: customerId,
      resource_type: 'customer',
      order: '-created_at',
      limit: 50,
      expand: 'author',
    }),
  );
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
        resource_id: customerId,
        resource_type: 'customer',
        value: text.trim(),
      });
      setText('');
      setFailure(undefined);
    } catch (error) {
      setFailure(serverErrorMessage(error, i18n.t));
    }
  };

  return (
    <section aria-labelledby="customer-notes" className="flex flex-col gap-3">
      <h2 id="customer-notes" className="text-lg font-semibold">
        {t('notes.title')}
      </h2>
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
            <li key={note.id} className="rounded-md border border-border p-3 text-sm">
              <p className="whitespace-pre-wrap break-words">{note.value}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {t('notes.by', {
                  author: note.author ? displayNameOf(note.author) : t('notes.unknownAuthor'),
                  date: dates.format(new Date(note.created_at)),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
