import type { Client } from '@commerce/client';
import {
  type AdminListSwapsData,
  type AdminListSwapsParams,
  adminListSwapsQueryOptions,
} from '@commerce/client/admin/swaps';
import { keepPreviousData } from '@tanstack/react-query';
import { pageParams } from '../../lib/lists/list-state.ts';
import type {
  SwapFulfillmentStatus,
  SwapListSearch,
  SwapPaymentStatus,
} from './after-sales-search.ts';

export type SwapRow = AdminListSwapsData['swaps'][number];

/** The `GET /admin/swaps` query for the list's URL (the API has no free-text search). */
export function swapListParams(search: SwapListSearch): AdminListSwapsParams {
  const { q: _q, ...page } = pageParams(search);
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
export function swapListQueryOptions(client: Client, search: SwapListSearch) {
  return {
    ...adminListSwapsQueryOptions(client, swapListParams(search)),
    placeholderData: keepPreviousData,
    select: (data: AdminListSwapsData) => ({ rows: data.swaps, count: data.count }),
  };
}
