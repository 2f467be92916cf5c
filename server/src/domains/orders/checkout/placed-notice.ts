import type { NotificationMessage } from '../../../notifications/provider.ts';
import type { OrderRow } from '../orders/tables.ts';

/**
 * `order.placed`, sent by the call that placed the order (checkout or paying a draft) after
 * its commit, through orders/notices.ts `sendNotice`: a retry or a concurrent completion
 * finds the order already placed and sends nothing, and a failed send leaves the order.
 */
export function placedNotice(order: OrderRow): NotificationMessage {
  return {
    event_name: 'order.placed',
    resource_type: 'order',
    resource_id: order.id,
    customer_id: order.customer_id,
    to: order.email,
    data: { id: order.id, display_id: order.display_id, email: order.email },
  };
}
