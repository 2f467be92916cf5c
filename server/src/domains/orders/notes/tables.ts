import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { type Metadata, timestamps } from '../../../db/columns.ts';

/** The note table of migrations/0011_notes_notifications.sql (see sales-channels/tables.ts). */

export const note = pgTable('note', {
  id: text('id').primaryKey(),
  resource_type: text('resource_type').notNull(),
  resource_id: text('resource_id').notNull(),
  value: text('value').notNull(),
  author_id: text('author_id'),
  metadata: jsonb('metadata').$type<Metadata>(),
  ...timestamps,
});

export type NoteRow = typeof note.$inferSelect;
