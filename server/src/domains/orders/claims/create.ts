import { eq } from 'drizzle-orm';
import { newId } from '../../../db/ids.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { lockLinesOfOrder } from '../orders/admin-repository.ts';
import { loadOrder, type Order } from '../orders/load.ts';
import { requireLockedOrder, syncPaymentStatus } from '../orders/state.ts';
import { checkFulfillmentStatus, checkOrderStatus } from '../orders/status.ts';
import { checkRefundable, defaultRefund, paidValueOf } from '../returns/inputs.ts';
import { checkReturnable, mergeLines, openReturnUnits } from '../returns/quantities.ts';
import { refundLinked } from '../returns/refund.ts';
import { insertRequestedReturn } from '../returns/request.ts';
import { type ClaimItemInput, insertClaimItems, insertReplacementLines } from './lines.ts';
import { addNewItemsShipping, type NewItemsShippingInput } from './shipping.ts';
import { type ClaimType, claimOrder } from './tables.ts';

/*
 * AdminCreateOrderClaim, in one transaction under the order's row lock: the claimed units
 * must have been fulfilled (and not returned or promised to an open return). A refund
 * claim gives the money back at once, or when its return is received if the units travel
 * back (return_shipping); a replace claim adds new lines at price 0 to be fulfilled.
 */

export interface CreateClaimInput {
  type: ClaimType;
  claim_items: ClaimItemInput[];
  return_shipping?: { option_id: string; price?: number | undefined } | undefined;
  additional_items?: { variant_id: string; quantity: number }[] | undefined;
  shipping_methods?: NewItemsShippingInput[] | undefined;
  refund_amount?: number | undefined;
  no_notification?: boolean | undefined;
  metadata?: Record<string, unknown> | null | undefined;
}

export async function createOrderClaim(
  db: Executor,
  orderId: string,
  input: CreateClaimInput,
): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const order = await requireLockedOrder(tx, orderId);
    checkOrderStatus(order, 'claim');
    checkFulfillmentStatus(order, 'claim');
    const items = mergeLines(input.claim_items);
    const lines = await lockLinesOfOrder(tx, order.id);
    checkReturnable(lines, items, await openReturnUnits(tx, order.id));
    const wire = await loadOrder(tx, order);
    if (input.refund_amount !== undefined) checkRefundable(wire, input.refund_amount);
    const refund =
      input.type === 'refund'
        ? (input.refund_amount ?? defaultRefund(wire, paidValueOf(wire, items), 0))
        : 0;
    const [claim] = await tx
      .insert(claimOrder)
      .values({
        id: newId('claim'),
        type: input.type,
        payment_status: input.type === 'refund' ? 'not_refunded' : 'na',
        order_id: order.id,
        shipping_address_id: order.shipping_address_id,
        refund_amount: input.type === 'refund' ? refund : null,
        no_notification: input.no_notification ?? null,
        metadata: input.metadata ?? null,
      })
      .returning();
    if (!claim) throw new Error('INSERT … RETURNING gave no row');
    await insertClaimItems(
      tx,
      claim.id,
      items,
      new Map(lines.map((line) => [line.id, line.variant_id])),
    );
    if (input.type === 'replace') {
      await insertReplacementLines(tx, claim.id, input.additional_items ?? []);
      await addNewItemsShipping(
        tx,
        order,
        { claim_order_id: claim.id },
        input.shipping_methods ?? [],
      );
    }
    if (input.return_shipping) {
      await insertRequestedReturn(tx, order, {
        items: items.map((item) => ({ item_id: item.item_id, quantity: item.quantity })),
        return_shipping: input.return_shipping,
        refund,
        no_notification: input.no_notification,
        claim_order_id: claim.id,
      });
    } else if (refund > 0) {
      await refundLinked(tx, order, refund, 'claim', { claim_order_id: claim.id });
      await tx
        .update(claimOrder)
        .set({ payment_status: 'refunded' })
        .where(eq(claimOrder.id, claim.id));
      return loadOrder(tx, await syncPaymentStatus(tx, order));
    }
    return loadOrder(tx, order);
  });
}
