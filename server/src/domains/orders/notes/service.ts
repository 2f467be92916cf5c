import type { AdminComponents } from '@commerce/client/contract';
import { newId } from '../../../db/ids.ts';
import type { Page } from '../../../db/list-query.ts';
import { iso } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { toUsers } from '../../people/index.ts';
import {
  authorsOf,
  findNote,
  insertNote,
  listNoteRows,
  type NoteFilters,
  updateNote,
} from './repository.ts';
import type { NoteRow } from './tables.ts';

export type Note = AdminComponents['schemas']['Note'];

/** Notes as the API answers them, each with its author (null when unknown). */
async function loadNotes(db: Executor, rows: NoteRow[]): Promise<Note[]> {
  const authors = await toUsers(db, await authorsOf(db, rows));
  return rows.map((row) => {
    const author = authors.find((user) => user.id === row.author_id);
    return {
      ...row,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      deleted_at: iso(row.deleted_at),
      author: author ?? null,
    };
  });
}

async function requireNote(db: Executor, id: string, lock = false): Promise<NoteRow> {
  const row = await findNote(db, id, lock);
  if (!row) throw errors.notFound('Note', id);
  return row;
}

export async function getNote(db: Executor, id: string): Promise<Note> {
  const [loaded] = await loadNotes(db, [await requireNote(db, id)]);
  return loaded as Note;
}

export async function listNotes(
  db: Executor,
  filters: NoteFilters,
  page: Page,
): Promise<{ notes: Note[]; count: number }> {
  const { rows, count } = await listNoteRows(db, filters, page);
  return { notes: await loadNotes(db, rows), count };
}

/**
 * A note on any resource; the resource is not looked up, since notes may sit on kinds of
 * resources (orders, swaps, claims) that other slices own.
 */
export async function createNote(
  db: Executor,
  input: { resource_type: string; resource_id: string; value: string },
  authorId: string,
): Promise<Note> {
  const row = await insertNote(db, { ...input, id: newId('note'), author_id: authorId });
  const [loaded] = await loadNotes(db, [row]);
  return loaded as Note;
}

export async function changeNote(db: Executor, id: string, value: string): Promise<Note> {
  return withTransaction(db, async (tx) => {
    await requireNote(tx, id, true);
    await updateNote(tx, id, { value });
    return getNote(tx, id);
  });
}

export async function deleteNote(db: Executor, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    await requireNote(tx, id, true);
    await updateNote(tx, id, { deleted_at: new Date() });
  });
}
