import type { AdminGetPriceListData } from '@commerce/client/admin/price-lists';
import type { StatusBadgeProps } from '@commerce/ui';

export type PriceList = AdminGetPriceListData['price_list'];
export type PriceListState = 'draft' | 'scheduled' | 'expired' | 'active';

/** Whether a list prices variants now (section "Price lists": active and inside its window). */
export function priceListState(
  list: Pick<PriceList, 'status' | 'starts_at' | 'ends_at'>,
  now = Date.now(),
): PriceListState {
  if (list.status === 'draft') return 'draft';
  if (list.starts_at && new Date(list.starts_at).getTime() > now) return 'scheduled';
  if (list.ends_at && new Date(list.ends_at).getTime() <= now) return 'expired';
  return 'active';
}

export const STATE_BADGE: Record<PriceListState, NonNullable<StatusBadgeProps['status']>> = {
  active: 'success',
  scheduled: 'info',
  expired: 'warning',
  draft: 'neutral',
};

/** The customer groups' names, or undefined when the list is for everyone. */
export const groupNames = (list: Pick<PriceList, 'customer_groups'>) =>
  list.customer_groups?.length ? list.customer_groups.map((g) => g.name).join(', ') : undefined;
