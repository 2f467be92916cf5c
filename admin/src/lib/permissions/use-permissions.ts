import { useMedusa } from '@commerce/client';
import type { AdminOperationId } from '@commerce/client/permissions';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { permissionCapability, useCapabilitySet } from '../feature-flags/capabilities.ts';
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

/**
 * The signed-in staff member's permissions, from the session the main area's guard loaded,
 * less those of areas the backend does not have (issue 25: no inventory, sales channels or
 * publishable keys on a Medusa v1 backend without them). While the store's capabilities
 * load, those areas count as missing: nothing asks for what might be refused.
 */
export function usePermissions(): Permissions {
  const { client } = useMedusa();
  const user = useQuery(sessionQueryOptions(client)).data?.user;
  const capabilities = useCapabilitySet();
  return useMemo(() => {
    const all = new Set(
      [...permissionsOf(user)].filter((permission) => {
        const needed = permissionCapability(permission);
        return needed === undefined || capabilities?.has(needed) === true;
      }),
    );
    return {
      all,
      can: (permission) => all.has(permission),
      canCall: (operationId, ownRecord = false) => mayCall(all, operationId, ownRecord),
    };
  }, [user, capabilities]);
}
