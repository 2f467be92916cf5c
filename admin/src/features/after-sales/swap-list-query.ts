import type { Client } from '@commerce/client';
import {
  type AdminListSwapsData,
  type AdminListSwapsParams,
  adminListSwapsQueryOptions,
} from '@commerce/client/admin/swaps';
import { keepPreviousData } from '@tanstack/react-query';
import { pageParams } from '../../lib/lists/list-state.ts';
import { pageOnly } from './after-sales-narrowing.ts';
import type {
  SwapFulfillmentStatus,
  SwapListSearch,
  SwapPaymentStatus,
} from './after-sales-search.ts';

export type SwapRow = AdminListSwapsData['swaps'][number];

/**
 * The `GET /admin/swaps` query for the list's URL (the API has no free-text search); only
 * the page where the backend cannot filter or sort the list (`narrowable` false: Medusa v1).
 */
export function swapListParams(search: SwapListSearch, narrowable: boolean): AdminListSwapsParams {
  const { q: _q, ...page } = pageParams(search);
  if (!narrowable) return pageOnly(page);
  return {
    ...page,
    ...(search.fulfillment_status
      ? { fulfillment_status: search.fulfillment_status as SwapFulfillmentStatus[] }
      : {}),
    ...(search.payment_status
      ? { payment_status: search.payment_status as SwapPaymentStatus[] }
      : {}),
  };
}

/** The list's query; the previous page stays on screen while the next one loads. */
export function swapListQueryOptions(client: Client, search: SwapListSearch, narrowable: boolean) {
  return {
    ...adminListSwapsQueryOptions(client, swapListParams(search, narrowable)),
    placeholderData: keepPreviousData,
    select: (data: AdminListSwapsData) => ({ rows: data.swaps, count: data.count }),
  };
}
