import { useMedusa } from '@commerce/client';
import {
  adminListRegionsQueryOptions,
  adminListSalesChannelsQueryOptions,
} from '@commerce/client/admin';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { FilterOption } from '../../lib/lists/filter-menu.tsx';

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

/** The regions and sales channels orders can be filtered by. */
export function useOrderFilterOptions() {
  const { client } = useMedusa();
  const regions = useQuery(adminListRegionsQueryOptions(client, { limit: ALL }));
  const channels = useQuery(adminListSalesChannelsQueryOptions(client, { limit: ALL }));
  return {
    regions: optionsOf(regions, (data) =>
      data.regions.map((r) => ({ value: r.id, label: r.name })),
    ),
    channels: optionsOf(channels, (data) =>
      data.sales_channels.map((c) => ({ value: c.id, label: c.name })),
    ),
  };
}

export type OrderFilterOptions = ReturnType<typeof useOrderFilterOptions>;
