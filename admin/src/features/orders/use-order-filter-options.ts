import { useMedusa } from '@commerce/client';
import { adminListRegionsQueryOptions } from '@commerce/client/admin/regions';
import { adminListSalesChannelsQueryOptions } from '@commerce/client/admin/sales-channels';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { FilterOption } from '../../lib/lists/filter-menu.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';

/** The API's largest page: a store's regions and sales channels fit in one. */
const ALL = 1000;

export interface OptionList {
  options: FilterOption[];
  state: 'loading' | 'error' | 'ready';
}

function optionsOf<T>(
  query: UseQueryResult<T>,
  toOptions: (data: T) => FilterOption[],
): OptionList {
  if (query.isPending) return { options: [], state: 'loading' };
  if (query.isError) return { options: [], state: 'error' };
  return { options: toOptions(query.data), state: 'ready' };
}

/**
 * The regions and sales channels orders can be filtered by, and whether the role may read
 * them (issue 21): each list is another area's, and a filter it cannot fill is left out.
 */
export function useOrderFilterOptions() {
  const { client } = useMedusa();
  const { can } = usePermissions();
  const readable = {
    regions: can('regions:read'),
    channels: can('channels:read'),
    customers: can('customers:read'),
  };
  const regions = useQuery({
    ...adminListRegionsQueryOptions(client, { limit: ALL }),
    enabled: readable.regions,
  });
  const channels = useQuery({
    ...adminListSalesChannelsQueryOptions(client, { limit: ALL }),
    enabled: readable.channels,
  });
  return {
    readable,
    regions: optionsOf(regions, (data) =>
      data.regions.map((r) => ({ value: r.id, label: r.name })),
    ),
    channels: optionsOf(channels, (data) =>
      data.sales_channels.map((c) => ({ value: c.id, label: c.name })),
    ),
  };
}

export type OrderFilterOptions = ReturnType<typeof useOrderFilterOptions>;
