import type { Permission } from './permissions.ts';

/** Thrown by the main area's guard for a page the user's role does not open. */
export class NoAccessError extends Error {
  override readonly name = 'NoAccessError';
  readonly permission: Permission;

  constructor(permission: Permission) {
    super(`This page needs the ${permission} permission`);
    this.permission = permission;
  }
}
