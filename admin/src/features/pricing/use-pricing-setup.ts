import { useMedusa } from '@commerce/client';
import {
  type AdminListCustomerGroupsData,
  adminListCustomerGroupsQueryOptions,
  useAdminGetStore,
  useAdminListRegions,
} from '@commerce/client/admin';
import { useQuery } from '@tanstack/react-query';
import { type PriceColumn, priceColumns } from '../../lib/catalog/price-columns.ts';

/** The API's largest page: a store's regions and groups fit in one. */
const ALL = 1000;

/** The currencies and regions a list can price in: the store's currencies, then each region. */
export function usePriceColumns(): { columns: PriceColumn[]; isPending: boolean } {
  const store = useAdminGetStore();
  const regions = useAdminListRegions({ limit: ALL });
  return {
    columns: priceColumns(store.data?.store, regions.data?.regions ?? []),
    isPending: store.isPending || regions.isPending,
  };
}

/** The store's customer groups, for the list's audience; undefined while they load. */
export function useCustomerGroups() {
  const { client } = useMedusa();
  return useQuery({
    ...adminListCustomerGroupsQueryOptions(client, { limit: ALL }),
    select: (data: AdminListCustomerGroupsData) => data.customer_groups,
  }).data;
}
