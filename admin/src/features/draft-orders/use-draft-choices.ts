import { useMedusa } from '@commerce/client';
import { adminListRegionsQueryOptions } from '@commerce/client/admin/regions';
import { adminListShippingOptionsQueryOptions } from '@commerce/client/admin/shipping-options';
import { useQuery } from '@tanstack/react-query';

/** Regions a draft order can be placed in (a store has a handful). */
export function useDraftRegions() {
  const { client } = useMedusa();
  return useQuery(adminListRegionsQueryOptions(client, { limit: 100 }));
}

/** The outbound shipping options of a region, staff-only ones included. */
export function useDraftShippingOptions(regionId: string) {
  const { client } = useMedusa();
  return useQuery({
    ...adminListShippingOptionsQueryOptions(client, { region_id: regionId, is_return: false }),
    enabled: regionId !== '',
  });
}
