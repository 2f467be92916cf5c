import { useMedusa } from '@commerce/client';
import { adminListNotesQueryOptions } from '@commerce/client/admin/notes';
import { Button, Section } from '@commerce/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError, ListLoading } from '../lists/list-states.tsx';
import { displayNameOf } from '../people/display-name.ts';
import { Allowed } from '../permissions/read-only-notice.tsx';
import { usePermissions } from '../permissions/use-permissions.ts';
import { DeleteNoteDialog } from './delete-note-dialog.tsx';
import { EditNoteDialog } from './edit-note-dialog.tsx';
import { NoteForm } from './note-form.tsx';
import { type NotedResource, newestFirst, notesParams } from './notes-params.ts';

export interface ResourceNotesProps {
  resourceType: NotedResource;
  resourceId: string;
}

/**
 * Notes staff keep on an order or a customer: add one, edit one, delete one. Notes are an
 * area of their own (issue 21): a role without `notes:read` gets no section at all rather
 * than a refused list, and one without `notes:write` reads them without the changes.
 */
export function ResourceNotes(props: ResourceNotesProps) {
  const { can } = usePermissions();
  return can('notes:read') ? <NotesSection {...props} /> : null;
}

function NotesSection({ resourceType, resourceId }: ResourceNotesProps) {
  const { t, i18n } = useTranslation('notes');
  const { client } = useMedusa();
  const [editing, setEditing] = useState<string>();
  const [deleting, setDeleting] = useState<string>();
  const notes = useQuery(adminListNotesQueryOptions(client, notesParams(resourceId)));
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Section title={t('title')}>
      <Allowed permission="notes:write">
        <NoteForm resourceType={resourceType} resourceId={resourceId} />
      </Allowed>
      {notes.isPending ? (
        <ListLoading label={t('loading')} />
      ) : notes.isError ? (
        <ListError error={notes.error} onRetry={() => void notes.refetch()} />
      ) : notes.data.notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {newestFirst(notes.data.notes).map((note) => {
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
                <Allowed permission="notes:write">
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
                </Allowed>
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
