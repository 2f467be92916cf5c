import { homeFor } from '../../features/shell/sections.ts';
import { type PermissionHolder, permissionsOf } from './permissions.ts';
import { pagePermission } from './route-access.ts';

/*
 * The main area's guards in one module, which the `/a` routes import when they run: the
 * contract's permission tables and the sections list are for signed-in staff, and a static
 * import would put them into the sign-in page's first load (issue 29).
 */

/** The read permission the page at `pathname` needs and `user` lacks, or null. */
export function missingPagePermission(user: PermissionHolder, pathname: string) {
  const needed = pagePermission(pathname);
  return needed && !permissionsOf(user).has(needed) ? needed : null;
}

/** Where `/a` sends `user`: the first section their role opens. */
export function homeOf(user: PermissionHolder) {
  const permissions = permissionsOf(user);
  return homeFor((permission) => permissions.has(permission));
}
