import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../db/transaction.ts';
import { notify } from '../../../notifications/notify.ts';
import type { NotificationMessage } from '../../../notifications/provider.ts';
import type { RefundRow } from '../../carts/index.ts';
import { findCustomer } from '../../people/index.ts';
import type { OrderRow } from './tables.ts';

/*
 * The customer notifications of staff work on an order (shipped, refunded), built inside
 * the transaction and sent after its commit by the handler, like `order.placed`. An order
 * (or a request) with `no_notification` sends none.
 */

/** The request's choice, else the order's; false when neither says. */
export function muted(order: OrderRow, requested: boolean | undefined | null): boolean {
  return requested ?? order.no_notification ?? false;
}

function base(order: OrderRow) {
  return {
    resource_type: 'order',
    resource_id: order.id,
    customer_id: order.customer_id,
    to: order.email,
  };
}

export function shipmentNotice(
  order: OrderRow,
  fulfillmentId: string,
  trackingNumbers: string[],
): NotificationMessage {
  return {
    ...base(order),
    event_name: 'order.shipment_created',
    data: {
      id: order.id,
      display_id: order.display_id,
      fulfillment_id: fulfillmentId,
      tracking_numbers: trackingNumbers,
    },
  };
}

export function refundNotice(order: OrderRow, refunds: RefundRow[]): NotificationMessage {
  return {
    ...base(order),
    event_name: 'order.refund_created',
    data: {
      id: order.id,
      display_id: order.display_id,
      refund_ids: refunds.map((r) => r.id),
      amount: refunds.reduce((sum, r) => sum + r.amount, 0),
      currency_code: order.currency_code,
      reason: refunds[0]?.reason ?? null,
    },
  };
}

/** Events about an order that its email links to the order's page for. */
const ORDER_PAGE_EVENTS = new Set([
  'order.shipment_created',
  'order.refund_created',
  'order.items_returned',
  'order.return_requested',
]);

/**
 * The storefront page an order notice's email links to (`data.link`, a path): an account
 * holder's order page (`/account/orders/{id}`, behind sign-in), else the guest look-up
 * (`/orders/lookup`, which asks for the number and email the message states). A notice
 * that chose its link (an order edit) or a placed order's (the confirmation page, in
 * notifications/email/templates.ts) keeps it.
 */
export async function withOrderLink(
  db: Executor,
  notice: NotificationMessage,
): Promise<NotificationMessage> {
  if (!ORDER_PAGE_EVENTS.has(notice.event_name ?? '') || 'link' in notice.data) return notice;
  const owner = notice.customer_id ? await findCustomer(db, notice.customer_id) : undefined;
  const link = owner?.has_account
    ? `/account/orders/${encodeURIComponent(notice.resource_id)}`
    : '/orders/lookup';
  return { ...notice, data: { ...notice.data, link } };
}

/**
 * Sends a notice once the change is committed. A failed send is logged: the shipment or
 * refund stands either way.
 */
export async function sendNotice(
  request: FastifyRequest,
  notice: NotificationMessage | null,
): Promise<void> {
  if (!notice) return;
  try {
    await notify(request, await withOrderLink(request.server.db, notice));
  } catch (error) {
    request.log.error(
      { err: error, resource_id: notice.resource_id },
      `${notice.event_name} notification failed`,
    );
  }
}
