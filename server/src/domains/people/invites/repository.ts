import { and, count, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  type DateComparison,
  dateConditions,
  likePattern,
  orderBy,
} from '../../../db/staff-list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import type { UserRole } from '../users/repository.ts';

/** Invitations for staff users (migration 0002); the token is kept as a hash only. */
export const invite = pgTable('invite', {
  id: text('id').primaryKey(),
  user_email: text('user_email').notNull(),
  role: text('role').$type<UserRole | null>(),
  role_id: text('role_id'),
  accepted: boolean('accepted').notNull().default(false),
  token_hash: text('token_hash').notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  metadata: jsonb('metadata').$type<Record<string, unknown> | null>(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
});

export type InviteRow = typeof invite.$inferSelect;
export type NewInvite = typeof invite.$inferInsert;

const live = isNull(invite.deleted_at);

export async function findInvite(db: Executor, id: string): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(invite)
    .where(and(eq(invite.id, id), live));
  return row;
}

export async function findOpenInviteByEmail(
  db: Executor,
  email: string,
): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(invite)
    .where(and(eq(invite.user_email, email), eq(invite.accepted, false), live));
  return row;
}

export async function findInviteByTokenHash(
  db: Executor,
  hash: string,
): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(invite)
    .where(and(eq(invite.token_hash, hash), live));
  return row;
}

export async function insertInvite(db: Executor, values: NewInvite): Promise<InviteRow> {
  const [row] = await db.insert(invite).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateInvite(
  db: Executor,
  id: string,
  values: Partial<NewInvite>,
): Promise<InviteRow | undefined> {
  const [row] = await db
    .update(invite)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(invite.id, id), live))
    .returning();
  return row;
}

export interface InviteFilters {
  q?: string;
  id?: string[];
  user_email?: string[];
  role?: UserRole[];
  accepted?: boolean;
  created_at?: DateComparison;
  updated_at?: DateComparison;
  order?: string;
  limit: number;
  offset: number;
}

export async function listInvites(
  db: Executor,
  filters: InviteFilters,
): Promise<{ rows: InviteRow[]; count: number }> {
  const conditions: SQL[] = [live];
  if (filters.id?.length) conditions.push(inArray(invite.id, filters.id));
  if (filters.user_email?.length)
    conditions.push(
      inArray(
        invite.user_email,
        filters.user_email.map((e) => e.toLowerCase()),
      ),
    );
  if (filters.role?.length) conditions.push(inArray(invite.role, filters.role));
  if (filters.accepted !== undefined) conditions.push(eq(invite.accepted, filters.accepted));
  if (filters.q) conditions.push(ilike(invite.user_email, likePattern(filters.q)));
  conditions.push(...dateConditions(invite.created_at, filters.created_at));
  conditions.push(...dateConditions(invite.updated_at, filters.updated_at));
  const where = and(...conditions);
  const order = orderBy(
    filters.order,
    {
      created_at: invite.created_at,
      updated_at: invite.updated_at,
      user_email: invite.user_email,
      expires_at: invite.expires_at,
    },
    invite.id,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invite)
      .where(where)
      .orderBy(...order)
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ value: count() }).from(invite).where(where),
  ]);
  return { rows, count: total?.value ?? 0 };
}
