import { useMedusa } from '@commerce/client';
import { type AdminListRegionsData, adminListRegionsQueryOptions } from '@commerce/client/admin';
import { useQuery } from '@tanstack/react-query';

export type Region = AdminListRegionsData['regions'][number];

/** The store's regions (a store has a handful, never pages of them); undefined while they load. */
export function useRegions(): Region[] | undefined {
  const { client } = useMedusa();
  return useQuery({
    ...adminListRegionsQueryOptions(client, { limit: 200 }),
    select: (data: AdminListRegionsData) => data.regions,
  }).data;
}
