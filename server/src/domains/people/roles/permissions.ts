import { builtInRolePermissions, PERMISSIONS, type Permission } from '@commerce/client/permissions';
import type { UserRole } from '../users/repository.ts';

/*
 * The rules of roles (issue 21), pure. The contract fixes the permissions and the built-in
 * roles (openapi/components/schemas/Permission.yaml, UserRole.yaml); a custom role is a
 * stored set of them. No one hands out more than they hold: a role given, a role created
 * or changed, and a user changed must all be within the caller's own permissions.
 */

const KNOWN = new Set<string>(PERMISSIONS);

export function isPermission(value: string): value is Permission {
  return KNOWN.has(value);
}

/**
 * A permission list as stored: known values only, each write with its read (writing an
 * area one cannot see would be a trap in the admin), in the contract's order.
 */
export function normalizePermissions(list: readonly string[]): Permission[] {
  const wanted = new Set<string>();
  for (const value of list) {
    if (!isPermission(value)) continue;
    wanted.add(value);
    if (value.endsWith(':write')) wanted.add(value.replace(/:write$/, ':read'));
  }
  return PERMISSIONS.filter((permission) => wanted.has(permission));
}

/** What a user with this role may do; a custom role's permissions come from its row. */
export function permissionsOf(
  role: UserRole,
  customPermissions: readonly string[] | null | undefined,
): ReadonlySet<Permission> {
  if (role === 'custom') return new Set(normalizePermissions(customPermissions ?? []));
  return new Set(builtInRolePermissions[role]);
}

/** The permissions in `wanted` that `holder` lacks (empty: `wanted` is within `holder`). */
export function missingPermissions(
  wanted: Iterable<Permission>,
  holder: ReadonlySet<Permission>,
): Permission[] {
  return [...wanted].filter((permission) => !holder.has(permission));
}

/** Every built-in role's permission list, for tests and the README's table. */
export const BUILT_IN_ROLES = Object.keys(builtInRolePermissions) as Exclude<UserRole, 'custom'>[];
