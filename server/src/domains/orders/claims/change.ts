import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Metadata } from '../../../db/columns.ts';
import { newId } from '../../../db/ids.ts';
import { unknownReference } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { updateMethodOfClaim } from '../../carts/index.ts';
import { fulfillment } from '../fulfillments/tables.ts';
import { loadOrder, type Order } from '../orders/load.ts';
import { requireLockedOrder } from '../orders/state.ts';
import { checkOrderStatus } from '../orders/status.ts';
import { returnTable } from '../returns/tables.ts';
import { tagFor } from './lines.ts';
import { addNewItemsShipping, type NewItemsShippingInput } from './shipping.ts';
import {
  type ClaimReason,
  type ClaimRow,
  claimImage,
  claimItem,
  claimItemTags,
  claimOrder,
} from './tables.ts';

/* AdminUpdateOrderClaim and AdminCancelOrderClaim, under the order's and the claim's locks. */

/** The order's claim, locked with its order; 404 when the order has no such claim. */
export async function lockClaim(db: Executor, orderId: string, claimId: string) {
  const order = await requireLockedOrder(db, orderId);
  const [claim] = await db
    .select()
    .from(claimOrder)
    .where(
      and(
        eq(claimOrder.id, claimId),
        eq(claimOrder.order_id, orderId),
        isNull(claimOrder.deleted_at),
      ),
    )
    .for('update');
  if (!claim) throw errors.notFound('Claim', claimId);
  return { order, claim };
}

export function checkClaimOpen(claim: ClaimRow): void {
  if (claim.canceled_at) {
    throw errors.notAllowed(`Claim ${claim.id} is canceled`, 'claim_canceled');
  }
}

export interface UpdateClaimInput {
  claim_items?:
    | {
        id: string;
        note?: string | undefined;
        reason?: ClaimReason | undefined;
        tags?: { id?: string | undefined; value?: string | undefined }[] | undefined;
        images?: { id?: string | undefined; url?: string | undefined }[] | undefined;
        metadata?: Metadata | undefined;
      }[]
    | undefined;
  shipping_methods?: (NewItemsShippingInput & { id?: string | undefined })[] | undefined;
  no_notification?: boolean | undefined;
  metadata?: Metadata | undefined;
}

export async function updateOrderClaim(
  db: Executor,
  orderId: string,
  claimId: string,
  input: UpdateClaimInput,
): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const { order, claim } = await lockClaim(tx, orderId, claimId);
    checkOrderStatus(order, 'update');
    checkClaimOpen(claim);
    const owned = await tx.select().from(claimItem).where(eq(claimItem.claim_order_id, claim.id));
    for (const change of input.claim_items ?? []) {
      if (!owned.some((item) => item.id === change.id))
        throw unknownReference('Claim item', change.id);
      const { id, tags, images, ...fields } = change;
      if (Object.keys(fields).length > 0) {
        await tx
          .update(claimItem)
          .set({ ...fields, updated_at: new Date() })
          .where(eq(claimItem.id, id));
      }
      if (tags) {
        await tx.delete(claimItemTags).where(eq(claimItemTags.item_id, id));
        const tagIds = new Set<string>();
        for (const tag of tags) {
          if (tag.id) tagIds.add(tag.id);
          else if (tag.value) tagIds.add(await tagFor(tx, tag.value));
        }
        if (tagIds.size > 0) {
          await tx
            .insert(claimItemTags)
            .values([...tagIds].map((tag_id) => ({ item_id: id, tag_id })));
        }
      }
      if (images) {
        const keep = images.map((image) => image.id).filter((v): v is string => v !== undefined);
        const live = await tx
          .select({ id: claimImage.id })
          .from(claimImage)
          .where(and(eq(claimImage.claim_item_id, id), isNull(claimImage.deleted_at)));
        const drop = live.map((image) => image.id).filter((imageId) => !keep.includes(imageId));
        if (drop.length > 0) {
          await tx
            .update(claimImage)
            .set({ deleted_at: new Date() })
            .where(inArray(claimImage.id, drop));
        }
        for (const image of images) {
          if (!image.id && image.url) {
            await tx
              .insert(claimImage)
              .values({ id: newId('cimg'), claim_item_id: id, url: image.url });
          }
        }
      }
    }
    for (const method of input.shipping_methods ?? []) {
      if (!method.id) continue;
      const changed = await updateMethodOfClaim(tx, claim.id, method.id, {
        ...(method.price !== undefined ? { price: method.price } : {}),
        ...(method.data !== undefined ? { data: method.data } : {}),
      });
      if (!changed) throw unknownReference('Shipping method', method.id);
    }
    await addNewItemsShipping(
      tx,
      order,
      { claim_order_id: claim.id },
      (input.shipping_methods ?? []).filter((method) => !method.id),
    );
    await tx
      .update(claimOrder)
      .set({
        ...(input.no_notification !== undefined ? { no_notification: input.no_notification } : {}),
        ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
        updated_at: new Date(),
      })
      .where(eq(claimOrder.id, claim.id));
    return loadOrder(tx, order);
  });
}

/**
 * Refused once money went back, while a fulfillment of it is not canceled, or once its
 * return was received; a requested return is canceled with it.
 */
export async function cancelOrderClaim(
  db: Executor,
  orderId: string,
  claimId: string,
): Promise<Order> {
  return withTransaction(db, async (tx) => {
    const { order, claim } = await lockClaim(tx, orderId, claimId);
    checkOrderStatus(order, 'update');
    checkClaimOpen(claim);
    if (claim.payment_status === 'refunded') {
      throw errors.notAllowed(`Claim ${claim.id} was refunded`, 'claim_refunded');
    }
    const live = await tx
      .select({ id: fulfillment.id })
      .from(fulfillment)
      .where(and(eq(fulfillment.claim_order_id, claim.id), isNull(fulfillment.canceled_at)));
    if (live.length > 0) {
      throw errors.notAllowed(
        `Claim ${claim.id} has fulfillments; cancel them first`,
        'claim_has_fulfillments',
      );
    }
    const returns = await tx
      .select()
      .from(returnTable)
      .where(eq(returnTable.claim_order_id, claim.id));
    if (returns.some((r) => r.status === 'received' || r.status === 'requires_action')) {
      throw errors.notAllowed(`Claim ${claim.id} has a received return`, 'claim_return_received');
    }
    await tx
      .update(returnTable)
      .set({ status: 'canceled', updated_at: new Date() })
      .where(and(eq(returnTable.claim_order_id, claim.id), eq(returnTable.status, 'requested')));
    await tx
      .update(claimOrder)
      .set({ canceled_at: new Date(), fulfillment_status: 'canceled', updated_at: new Date() })
      .where(eq(claimOrder.id, claim.id));
    return loadOrder(tx, order);
  });
}
