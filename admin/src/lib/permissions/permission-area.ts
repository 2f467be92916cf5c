import type { Permission } from '@commerce/client/permissions';

/*
 * Apart from permissions.ts, which holds the contract's permission tables: the router's
 * error page names an area with it, and that page is in the sign-in page's first load,
 * where the tables are not (issue 29).
 */

/** The permission areas, in the order of the contract's Permission enum. */
export type PermissionArea = Permission extends `${infer Area}:${string}` ? Area : never;

/** `orders:write` -> `orders`. */
export function areaOf(permission: Permission): PermissionArea {
  return permission.slice(0, permission.indexOf(':')) as PermissionArea;
}
