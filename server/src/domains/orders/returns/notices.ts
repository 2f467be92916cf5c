import type { NotificationMessage } from '../../../notifications/provider.ts';
import { muted } from '../orders/notices.ts';
import type { OrderRow } from '../orders/tables.ts';
import type { ReturnRow } from './tables.ts';

/*
 * The customer's notifications about a return (`order.return_requested`,
 * `order.items_returned`), built in the transaction and sent after the commit. The
 * request's no_notification, else the return's, else the order's, suppresses them.
 */

export type ReturnEvent = 'order.return_requested' | 'order.items_returned';

export function returnNotice(
  event: ReturnEvent,
  order: OrderRow,
  row: ReturnRow,
  requested?: boolean,
): NotificationMessage | null {
  if (muted(order, requested ?? row.no_notification)) return null;
  return {
    resource_type: 'order',
    resource_id: order.id,
    customer_id: order.customer_id,
    to: order.email,
    event_name: event,
    data: {
      id: order.id,
      display_id: order.display_id,
      return_id: row.id,
      refund_amount: row.refund_amount,
      currency_code: order.currency_code,
    },
  };
}
