import {
  type AdminOperationId,
  builtInRolePermissions,
  operationPermissions,
  type Permission,
  selfServiceOperations,
} from '@commerce/client/permissions';

/*
 * What the signed-in staff member may do, from the same source as the server's checks: the
 * contract's `x-permission` of each operation (generated `operationPermissions`) and the
 * user's `permissions` from `GET /admin/auth`. The server is the judge; the admin uses
 * these to hide what would only be refused (issue 21).
 */

export { areaOf, type PermissionArea } from './permission-area.ts';
export type { Permission };

export interface PermissionHolder {
  role: string;
  permissions?: readonly Permission[] | undefined;
}

/**
 * The user's permissions. A backend that does not send them (Medusa v1, which has no
 * roles that it enforces) gets the built-in role's, so the admin shows everything the role
 * name suggests and the server stays the judge.
 */
export function permissionsOf(user: PermissionHolder | null | undefined): ReadonlySet<Permission> {
  if (!user) return new Set();
  if (user.permissions) return new Set(user.permissions);
  const builtIn = builtInRolePermissions[user.role as keyof typeof builtInRolePermissions];
  return new Set<Permission>(builtIn ?? []);
}

/**
 * Whether an operation would be allowed: its permission is held, it needs none beyond a
 * session, or it is one a user may call on their own record (`x-permission-self`) and
 * `ownRecord` says the call is about the user themselves.
 */
export function mayCall(
  permissions: ReadonlySet<Permission>,
  operationId: AdminOperationId,
  ownRecord = false,
): boolean {
  const needed = operationPermissions[operationId];
  if (needed === 'public' || needed === 'session') return true;
  if (permissions.has(needed)) return true;
  return ownRecord && operationId in selfServiceOperations;
}
