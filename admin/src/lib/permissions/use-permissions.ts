import { useMedusa } from '@commerce/client';
import type { AdminOperationId } from '@commerce/client/permissions';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { sessionQueryOptions } from '../session/session.ts';
import { mayCall, type Permission, permissionsOf } from './permissions.ts';

export interface Permissions {
  /** Whether the signed-in user holds the permission. */
  can(permission: Permission): boolean;
  /** Whether the operation would be allowed (`ownRecord`: it is about the user themselves). */
  canCall(operationId: AdminOperationId, ownRecord?: boolean): boolean;
  /** Every permission held. */
  all: ReadonlySet<Permission>;
}

/** The signed-in staff member's permissions, from the session the main area's guard loaded. */
export function usePermissions(): Permissions {
  const { client } = useMedusa();
  const user = useQuery(sessionQueryOptions(client)).data?.user;
  return useMemo(() => {
    const all = permissionsOf(user);
    return {
      all,
      can: (permission) => all.has(permission),
      canCall: (operationId, ownRecord = false) => mayCall(all, operationId, ownRecord),
    };
  }, [user]);
}
