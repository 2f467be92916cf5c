import { type ListSearch, listSearchValidator } from '../../lib/lists/list-search.ts';

export const DRAFT_ORDER_STATUSES = ['open', 'completed'] as const;
export type DraftOrderStatus = (typeof DRAFT_ORDER_STATUSES)[number];

export type DraftOrderListSearch = ListSearch<'status'>;

/** `/a/draft-orders`'s URL: `GET /admin/draft-orders`'s sorts and its status filter. */
export const draftOrderListSearch = listSearchValidator<'status'>({
  sorts: ['created_at', 'updated_at'],
  filters: { status: DRAFT_ORDER_STATUSES },
});
