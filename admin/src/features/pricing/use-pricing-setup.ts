import { useMedusa } from '@commerce/client';
import {
  type AdminListCustomerGroupsData,
  adminListCustomerGroupsQueryOptions,
} from '@commerce/client/admin/customer-groups';
import { useAdminListRegions } from '@commerce/client/admin/regions';
import { useAdminGetStore } from '@commerce/client/admin/store';
import { useQuery } from '@tanstack/react-query';
import { type PriceColumn, priceColumns } from '../../lib/catalog/price-columns.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';

/** The API's largest page: a store's regions and groups fit in one. */
const ALL = 1000;

/**
 * The currencies and regions a list can price in: the store's currencies, then each region
 * (for a role with `regions:read` only; the others price per currency).
 */
export function usePriceColumns(): { columns: PriceColumn[]; isPending: boolean } {
  const readsRegions = usePermissions().can('regions:read');
  const store = useAdminGetStore();
  const regions = useAdminListRegions({ limit: ALL }, { enabled: readsRegions });
  return {
    columns: priceColumns(store.data?.store, regions.data?.regions ?? []),
    // A query left off stays pending for ever.
    isPending: store.isPending || (readsRegions && regions.isPending),
  };
}

/**
 * The store's customer groups, for the list's audience; undefined while they load. Only a
 * role with `customers:read` is asked for them (the form leaves the choice out otherwise).
 */
export function useCustomerGroups() {
  const { client } = useMedusa();
  return useQuery({
    ...adminListCustomerGroupsQueryOptions(client, { limit: ALL }),
    enabled: usePermissions().can('customers:read'),
    select: (data: AdminListCustomerGroupsData) => data.customer_groups,
  }).data;
}
