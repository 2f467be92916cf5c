import { and, eq, isNull } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/transaction.ts';

/** One usage-data preference per staff user (migration 0002). */
export const analyticsConfig = pgTable('analytics_config', {
  id: text('id').primaryKey(),
  user_id: text('user_id').notNull(),
  opt_out: boolean('opt_out').notNull().default(false),
  anonymize: boolean('anonymize').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
});

export type AnalyticsConfigRow = typeof analyticsConfig.$inferSelect;

const live = isNull(analyticsConfig.deleted_at);

export async function findAnalyticsConfig(
  db: Executor,
  userId: string,
): Promise<AnalyticsConfigRow | undefined> {
  const [row] = await db
    .select()
    .from(analyticsConfig)
    .where(and(eq(analyticsConfig.user_id, userId), live));
  return row;
}

export async function insertAnalyticsConfig(
  db: Executor,
  values: typeof analyticsConfig.$inferInsert,
): Promise<AnalyticsConfigRow> {
  const [row] = await db.insert(analyticsConfig).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateAnalyticsConfig(
  db: Executor,
  userId: string,
  values: { opt_out?: boolean; anonymize?: boolean },
): Promise<AnalyticsConfigRow | undefined> {
  const [row] = await db
    .update(analyticsConfig)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(analyticsConfig.user_id, userId), live))
    .returning();
  return row;
}
