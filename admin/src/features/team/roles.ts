import type { AdminListUsersData } from '@commerce/client/admin';

export type TeamUser = AdminListUsersData['users'][number];
export type UserRole = TeamUser['role'];

/** The staff roles of the contract (schema UserRole), in the order a picker offers them. */
export const ROLES = ['admin', 'member', 'developer'] as const satisfies readonly UserRole[];

export function isRole(value: string): value is UserRole {
  return (ROLES as readonly string[]).includes(value);
}
