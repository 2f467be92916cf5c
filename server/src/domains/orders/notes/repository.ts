import { and, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Page } from '../../../db/list-query.ts';
import { type Comparison, compare, orderBy } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type UserRow, usersById } from '../../people/index.ts';
import { type NoteRow, note } from './tables.ts';

export interface NoteFilters {
  resource_id?: string;
  resource_type?: string;
  author_id?: string[];
  created_at?: Comparison<string>;
  updated_at?: Comparison<string>;
}

const ORDERABLE = { created_at: note.created_at, updated_at: note.updated_at };

function where(filters: NoteFilters): SQL | undefined {
  return and(
    isNull(note.deleted_at),
    filters.resource_id ? eq(note.resource_id, filters.resource_id) : undefined,
    filters.resource_type ? eq(note.resource_type, filters.resource_type) : undefined,
    filters.author_id?.length ? inArray(note.author_id, filters.author_id) : undefined,
    compare(note.created_at, filters.created_at),
    compare(note.updated_at, filters.updated_at),
  );
}

export async function listNoteRows(
  db: Executor,
  filters: NoteFilters,
  page: Page,
): Promise<{ rows: NoteRow[]; count: number }> {
  const condition = where(filters);
  const rows = await db
    .select()
    .from(note)
    .where(condition)
    .orderBy(...orderBy(page.order, ORDERABLE, note.id, '-created_at'))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(note).where(condition);
  return { rows, count: total?.n ?? 0 };
}

/** A live note; `lock` takes its row lock for the rest of the transaction. */
export async function findNote(
  db: Executor,
  id: string,
  lock = false,
): Promise<NoteRow | undefined> {
  const query = db
    .select()
    .from(note)
    .where(and(eq(note.id, id), isNull(note.deleted_at)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertNote(db: Executor, values: typeof note.$inferInsert): Promise<NoteRow> {
  const [row] = await db.insert(note).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function updateNote(
  db: Executor,
  id: string,
  values: { value?: string; deleted_at?: Date },
): Promise<void> {
  await db
    .update(note)
    .set({ ...values, updated_at: new Date() })
    .where(eq(note.id, id));
}

/** The authors of a page of notes; a deleted user still signs the notes they wrote. */
export async function authorsOf(db: Executor, rows: NoteRow[]): Promise<UserRow[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.author_id ? [row.author_id] : [])))];
  return usersById(db, ids);
}
