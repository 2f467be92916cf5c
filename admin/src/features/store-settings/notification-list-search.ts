import { type ListSearch, listSearchValidator } from '../../lib/lists/list-search.ts';

/** The kinds of resource the server notifies about (its notices and auth messages). */
export const RESOURCE_TYPES = ['order', 'order_edit', 'customer', 'user', 'invite'] as const;

export type NotificationListSearch = ListSearch<'resource_type'>;

/**
 * The URL of the notifications log. The search box is the recipient's address (the API's
 * `to`, matched exactly; it has no free-text search); `resource_type` holds one kind.
 */
export const notificationListSearch = listSearchValidator({
  sorts: ['created_at', 'updated_at'],
  filters: { resource_type: RESOURCE_TYPES },
});

/** The API query of a page of the log. */
export function notificationQuery(search: NotificationListSearch) {
  const { q, order, offset, limit, resource_type } = search;
  return {
    limit: limit ?? 20,
    offset: offset ?? 0,
    ...(order ? { order } : {}),
    ...(q ? { to: q } : {}),
    ...(resource_type?.[0] ? { resource_type: resource_type[0] } : {}),
  };
}
