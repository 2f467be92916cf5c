import { PERMISSIONS, type Permission } from '@commerce/client/permissions';
import { areaOf, type PermissionArea } from '../../lib/permissions/permissions.ts';

/** The areas of the back office, in the contract's order; each has a read and a write. */
export const PERMISSION_AREAS: readonly PermissionArea[] = [...new Set(PERMISSIONS.map(areaOf))];

/** What a role allows in one area. */
export type Access = 'none' | 'read' | 'write';

export const readOf = (area: PermissionArea) => `${area}:read` as Permission;
export const writeOf = (area: PermissionArea) => `${area}:write` as Permission;

export function accessOf(permissions: ReadonlySet<Permission>, area: PermissionArea): Access {
  if (permissions.has(writeOf(area))) return 'write';
  return permissions.has(readOf(area)) ? 'read' : 'none';
}

/**
 * The permissions in the contract's order, each write with its read: the server adds the
 * read of a write anyway (schema Permission), so the grid shows what will be saved.
 */
export function withReads(permissions: Iterable<Permission>): Permission[] {
  const held = new Set(permissions);
  for (const permission of held) {
    if (permission.endsWith(':write')) held.add(readOf(areaOf(permission)));
  }
  return PERMISSIONS.filter((permission) => held.has(permission));
}

/** Ticking Write ticks Read too; clearing Read clears Write, which cannot go without it. */
export function togglePermission(
  permissions: readonly Permission[],
  permission: Permission,
  checked: boolean,
): Permission[] {
  const held = new Set(permissions);
  const area = areaOf(permission);
  if (checked) held.add(permission);
  else {
    held.delete(permission);
    if (permission === readOf(area)) held.delete(writeOf(area));
  }
  return withReads(held);
}
