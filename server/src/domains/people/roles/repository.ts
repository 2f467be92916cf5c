import type { Permission } from '@commerce/client/permissions';
import { and, asc, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { likePattern } from '../../../db/staff-list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { invite } from '../invites/repository.ts';
import { user } from '../users/repository.ts';

/** Custom staff roles (migration 0028): a named set of permissions. */
export const staffRole = pgTable('staff_role', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  permissions: text('permissions').array().$type<Permission[]>().notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type RoleRow = typeof staffRole.$inferSelect;
export type NewRole = typeof staffRole.$inferInsert;

/** A role with the number of (live) users who have it. */
export type RoleWithUsers = RoleRow & { user_count: number };

// Written out in full: drizzle renders a column of the outer table unqualified here, which
// the subquery would read as its own `id`.
const userCount = sql<number>`(SELECT count(*)::int FROM "user" u WHERE u.role_id = "staff_role"."id" AND u.deleted_at IS NULL)`;

export async function findRole(db: Executor, id: string): Promise<RoleWithUsers | undefined> {
  const [row] = await db
    .select({ role: staffRole, user_count: userCount })
    .from(staffRole)
    .where(eq(staffRole.id, id));
  return row ? { ...row.role, user_count: row.user_count } : undefined;
}

/** Locks the role's row until the transaction ends (assigning or deleting it). */
export async function lockRole(db: Executor, id: string): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(staffRole).where(eq(staffRole.id, id)).for('update');
  return row;
}

export async function findRoleByName(db: Executor, name: string): Promise<RoleRow | undefined> {
  const [row] = await db
    .select()
    .from(staffRole)
    .where(sql`lower(${staffRole.name}) = lower(${name})`);
  return row;
}

export async function listRoles(
  db: Executor,
  filters: { q?: string; limit: number; offset: number },
): Promise<{ rows: RoleWithUsers[]; count: number }> {
  const where = filters.q ? ilike(staffRole.name, likePattern(filters.q)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ role: staffRole, user_count: userCount })
      .from(staffRole)
      .where(where)
      .orderBy(asc(sql`lower(${staffRole.name})`), asc(staffRole.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ value: count() }).from(staffRole).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row.role, user_count: row.user_count })),
    count: total?.value ?? 0,
  };
}

export async function insertRole(db: Executor, values: NewRole): Promise<RoleRow> {
  const [row] = await db.insert(staffRole).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateRole(
  db: Executor,
  id: string,
  values: Partial<NewRole>,
): Promise<RoleRow | undefined> {
  const [row] = await db
    .update(staffRole)
    .set({ ...values, updated_at: new Date() })
    .where(eq(staffRole.id, id))
    .returning();
  return row;
}

export async function deleteRole(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(staffRole)
    .where(eq(staffRole.id, id))
    .returning({ id: staffRole.id });
  return rows.length > 0;
}

/** Whether any live user or open invite still has the role. */
export async function roleInUse(db: Executor, id: string): Promise<boolean> {
  const [users] = await db
    .select({ value: count() })
    .from(user)
    .where(and(eq(user.role_id, id), isNull(user.deleted_at)));
  const [invites] = await db
    .select({ value: count() })
    .from(invite)
    .where(and(eq(invite.role_id, id), isNull(invite.deleted_at), eq(invite.accepted, false)));
  return (users?.value ?? 0) > 0 || (invites?.value ?? 0) > 0;
}
