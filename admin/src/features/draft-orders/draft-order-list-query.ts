import type { Client } from '@commerce/client';
import {
  type AdminListDraftOrdersData,
  type AdminListDraftOrdersParams,
  adminListDraftOrdersQueryOptions,
} from '@commerce/client/admin/draft-orders';
import { keepPreviousData } from '@tanstack/react-query';
import { pageParams } from '../../lib/lists/list-state.ts';
import type { DraftOrderListSearch, DraftOrderStatus } from './draft-order-list-search.ts';

export type DraftOrder = AdminListDraftOrdersData['draft_orders'][number];

/** The `GET /admin/draft-orders` query for the list's URL. */
export function draftOrderListParams(search: DraftOrderListSearch): AdminListDraftOrdersParams {
  return {
    ...pageParams(search),
    ...(search.status ? { status: search.status as DraftOrderStatus[] } : {}),
  };
}

/** The list's query; the previous page stays on screen while the next one loads. */
export function draftOrderListQueryOptions(client: Client, search: DraftOrderListSearch) {
  return {
    ...adminListDraftOrdersQueryOptions(client, draftOrderListParams(search)),
    placeholderData: keepPreviousData,
    select: (data: AdminListDraftOrdersData) => ({ rows: data.draft_orders, count: data.count }),
  };
}
