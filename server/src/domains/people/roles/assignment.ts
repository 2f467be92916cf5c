import type { Permission } from '@commerce/client/permissions';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import type { Principal } from '../../../http/auth.ts';
import { type UserRole, user } from '../users/repository.ts';
import { missingPermissions, permissionsOf } from './permissions.ts';
import { lockRole } from './repository.ts';

/*
 * Who may give which role (issue 21). Checked inside the transaction that writes the user,
 * invite or role, with the rows it depends on locked, so two staff members acting at once
 * cannot together do what neither may alone (e.g. demote the last two admins).
 */

/** A role as a user or invite holds it. */
export interface RoleChoice {
  role: UserRole;
  role_id: string | null;
}

/** The signed-in staff member (handlers behind the permission gate always have one). */
export function staffPrincipal(request: FastifyRequest): Principal {
  const principal = request.principal;
  if (principal?.actor !== 'user') throw errors.unauthorized();
  return principal;
}

/**
 * The role a request asks for: `role_id` alone or with `role: custom` names a custom role
 * (which must exist; its row is locked so it cannot be deleted meanwhile); a built-in role
 * goes without `role_id`. Answers the choice and what it allows.
 */
export async function resolveRoleChoice(
  tx: Executor,
  role: UserRole | undefined | null,
  roleId: string | undefined,
  fallback: UserRole = 'member',
): Promise<RoleChoice & { permissions: ReadonlySet<Permission> }> {
  if (roleId !== undefined) {
    if (role && role !== 'custom')
      throw errors.invalidData('role_id goes with role custom, not with a built-in role');
    const row = await lockRole(tx, roleId);
    if (!row) throw errors.invalidData(`Role with id: ${roleId} was not found`, 'unknown_role');
    return {
      role: 'custom',
      role_id: row.id,
      permissions: permissionsOf('custom', row.permissions),
    };
  }
  const chosen = role ?? fallback;
  if (chosen === 'custom') throw errors.invalidData('role custom needs a role_id');
  return { role: chosen, role_id: null, permissions: permissionsOf(chosen, null) };
}

/**
 * Refuses (403) a role or a user stronger than the caller: giving away or touching what
 * one does not hold oneself would let a team manager make an admin of a second account.
 */
export function assertWithinOwn(
  actor: Principal,
  permissions: Iterable<Permission>,
  what: string,
): void {
  const missing = missingPermissions(permissions, actor.permissions);
  if (missing.length > 0)
    throw errors.forbidden(
      `${what} has permissions your role does not: ${missing.join(', ')}`,
      'role_exceeds_own',
    );
}

/** The current permissions of a user row (its custom role read, and locked, when it has one). */
export async function permissionsOfUser(
  tx: Executor,
  row: { role: UserRole; role_id: string | null },
): Promise<ReadonlySet<Permission>> {
  if (row.role !== 'custom' || !row.role_id) return permissionsOf(row.role, null);
  const role = await lockRole(tx, row.role_id);
  return permissionsOf('custom', role?.permissions ?? []);
}

/**
 * Refuses (400 `last_admin`) a change that would leave the store without an admin: the
 * live admins are locked in id order (so concurrent changes queue instead of deadlocking)
 * and at least one must remain besides `leaving`.
 */
export async function assertAnotherAdmin(tx: Executor, leaving: string): Promise<void> {
  const admins = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, 'admin'), isNull(user.deleted_at)))
    .orderBy(asc(user.id))
    .for('update');
  if (!admins.some((admin) => admin.id !== leaving))
    throw errors.notAllowed('The store must keep at least one admin', 'last_admin');
}
