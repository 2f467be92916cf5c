import { useAdminCreateNote } from '@commerce/client/admin/notes';
import { Button, Textarea } from '@commerce/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../forms/server-error.ts';
import type { NotedResource } from './notes-params.ts';

/** Adds a note to an order or a customer; the generated mutation refreshes the notes list. */
export function NoteForm({
  resourceType,
  resourceId,
}: {
  resourceType: NotedResource;
  resourceId: string;
}) {
  const { t, i18n } = useTranslation('notes');
  const fieldId = useId();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string>();
  const create = useAdminCreateNote();

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
  );
}
