import { useMedusa } from '@commerce/client';
import {
  type AdminListRegionsData,
  adminListRegionsQueryOptions,
} from '@commerce/client/admin/regions';
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from '../permissions/use-permissions.ts';

export type Region = AdminListRegionsData['regions'][number];

/**
 * The store's regions (a store has a handful, never pages of them); undefined while they load
 * and for a role without `regions:read`, which is not asked for them (issue 21): callers
 * check `can('regions:read')` to leave out what needs them.
 */
export function useRegions(): Region[] | undefined {
  const { client } = useMedusa();
  const { can } = usePermissions();
  return useQuery({
    ...adminListRegionsQueryOptions(client, { limit: 200 }),
    enabled: can('regions:read'),
    select: (data: AdminListRegionsData) => data.regions,
  }).data;
}
