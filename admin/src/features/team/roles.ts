import type { AdminListRolesData } from '@commerce/client/admin/roles';
import type { AdminListUsersData } from '@commerce/client/admin/users';

export type TeamUser = AdminListUsersData['users'][number];
export type UserRole = TeamUser['role'];
export type CustomRole = AdminListRolesData['roles'][number];

/** The built-in staff roles of the contract (schema UserRole), in the order a picker offers them. */
export const BUILT_IN_ROLES = [
  'admin',
  'member',
  'developer',
] as const satisfies readonly UserRole[];
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

/** The team list's role filter: the built-in roles, and `custom` for every custom role. */
export const ROLE_FILTERS = [...BUILT_IN_ROLES, 'custom'] as const satisfies readonly UserRole[];

export function isRole(value: string): value is UserRole {
  return (ROLE_FILTERS as readonly string[]).includes(value);
}

export function isBuiltInRole(value: string): value is BuiltInRole {
  return (BUILT_IN_ROLES as readonly string[]).includes(value);
}

/** Whoever holds a role: a user or an invite (whose null role means `member`). */
export interface RoleHolder {
  role: UserRole | null | undefined;
  role_id?: string | null | undefined;
}

/**
 * A role picker's value: a built-in role's name, or a custom role's id. Custom role ids
 * start with `role_`, so the two never collide and one string field holds either.
 */
export function roleChoiceOf(holder: RoleHolder): string {
  if (holder.role === 'custom') return holder.role_id ?? '';
  return holder.role ?? 'member';
}

/**
 * The request fields for a picked role. A built-in role clears any custom one on the
 * server; a custom role is `custom` with its id (schema UserRole).
 */
export function roleFields(choice: string): { role: UserRole; role_id?: string } {
  return isBuiltInRole(choice) ? { role: choice } : { role: 'custom', role_id: choice };
}
