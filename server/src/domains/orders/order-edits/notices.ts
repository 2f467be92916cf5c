import type { NotificationMessage } from '../../../notifications/provider.ts';
import type { OrderRow } from '../orders/tables.ts';
import type { OrderEdit } from './load.ts';

/**
 * `order_edit.requested`: tells the customer what changes and links to the storefront page
 * where they confirm (and pay any difference) or decline. Built in the transaction, sent by
 * the handler after the commit (orders/notices.ts sendNotice).
 */
export function editNotice(order: OrderRow, edit: OrderEdit): NotificationMessage {
  return {
    event_name: 'order_edit.requested',
    resource_type: 'order_edit',
    resource_id: edit.id,
    customer_id: order.customer_id,
    to: order.email,
    data: {
      id: edit.id,
      order_id: order.id,
      display_id: order.display_id,
      link: `/order-edits/${edit.id}`,
      total: edit.total,
      difference_due: edit.difference_due,
      currency_code: order.currency_code,
      payment_collection_id: edit.payment_collection_id,
    },
  };
}
