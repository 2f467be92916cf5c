import { timestamp } from 'drizzle-orm/pg-core';

/** A record's free-form `metadata` (jsonb), null when unset. */
export type Metadata = Record<string, unknown> | null;

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
};
