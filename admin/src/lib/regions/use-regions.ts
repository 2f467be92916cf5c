import { useMedusa } from '@commerce/client';
import { type AdminListRegionsData, adminListRegionsQueryOptions } from '@commerce/client/admin';
import { useQuery } from '@tanstack/react-query';

/** The store's regions for the discount form (a store has a handful, never pages of them). */
export function useRegions(): AdminListRegionsData['regions'] | undefined {
  const { client } = useMedusa();
  return useQuery({
    ...adminListRegionsQueryOptions(client, { limit: 200 }),
    select: (data: AdminListRegionsData) => data.regions,
  }).data;
}
