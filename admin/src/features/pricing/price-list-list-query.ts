import type { Client } from '@commerce/client';
import {
  type AdminListPriceListsData,
  type AdminListPriceListsParams,
  adminListPriceListsQueryOptions,
} from '@commerce/client/admin/price-lists';
import { keepPreviousData } from '@tanstack/react-query';
import { pageParams } from '../../lib/lists/list-state.ts';
import type { PriceListListSearch } from './price-list-list-search.ts';

export type ListedPriceList = AdminListPriceListsData['price_lists'][number];

/** The `GET /admin/price-lists` query for the list's URL. */
export function priceListListParams(search: PriceListListSearch): AdminListPriceListsParams {
  return {
    ...pageParams(search),
    ...(search.status?.length
      ? { status: search.status as AdminListPriceListsParams['status'] }
      : {}),
    ...(search.type?.length ? { type: search.type as AdminListPriceListsParams['type'] } : {}),
  };
}

/** The list's query; the previous rows stay (marked busy) while the next page loads. */
export function priceListListQueryOptions(client: Client, search: PriceListListSearch) {
  return {
    ...adminListPriceListsQueryOptions(client, priceListListParams(search)),
    placeholderData: keepPreviousData,
    select: (data: AdminListPriceListsData) => ({ rows: data.price_lists, count: data.count }),
  };
}
