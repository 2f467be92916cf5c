import { isDeepStrictEqual } from 'node:util';
import { newId } from '../../../db/ids.ts';
import { unknownReference } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { createError, errors } from '../../../errors.ts';
import {
  candidatePrices,
  findAddableVariant,
  isVariantSoldInChannel,
  type VariantWithProduct,
  variantsById,
} from '../../catalog/index.ts';
import { availableUnitsInChannel } from '../../inventory/index.ts';
import { findRegion } from '../../settings/index.ts';
import { changeCart } from './mutate.ts';
import { unitPriceFrom } from './pricing.ts';
import { deleteItems, insertItem, itemsOfCart, updateItem } from './repository.ts';
import type { CartRow, LineItemRow } from './tables.ts';
import type { Cart } from './wire.ts';

/*
 * Line items of a cart. A variant is added at its price in the cart's region, if its
 * product is published and sold in the cart's sales channel, and if the channel's
 * locations hold enough stock for every unit of it in the cart (unless the variant allows
 * backorders or its inventory is not managed). Adding a variant already in the cart with
 * the same metadata grows that line instead.
 */

type Metadata = Record<string, unknown> | null;

export interface NewLine {
  variant_id: string;
  quantity: number;
  metadata?: Metadata | undefined;
}

type VariantRow = VariantWithProduct['variant'];

/** `refuseShortStock` with the channel's stock read now (no read when it is not managed). */
export async function checkStock(
  tx: Executor,
  cart: CartRow,
  variant: VariantRow,
  quantity: number,
): Promise<void> {
  if (!variant.manage_inventory || variant.allow_backorder) return;
  // The channel's locations, the variant's items, their levels and reservations in one
  // statement (issue 29).
  refuseShortStock(
    variant,
    quantity,
    await availableUnitsInChannel(tx, variant.id, cart.sales_channel_id),
  );
}

/** Refuses more units of a managed variant than the channel's locations can sell. */
function refuseShortStock(variant: VariantRow, quantity: number, available: number): void {
  if (!variant.manage_inventory || variant.allow_backorder) return;
  if (available < quantity) {
    throw errors.notAllowed(
      `Variant with id: ${variant.id} does not have the required inventory`,
      'insufficient_inventory',
    );
  }
}

/**
 * What adding a line reads, sent together in one round trip (issue 29, tenth pass): none
 * of these reads waits for another's answer. The stock is read even for a variant whose
 * inventory is not managed (then unused): one statement more there, one trip fewer for
 * every managed one.
 */
function readsOfNewLine(tx: Executor, cart: CartRow, variantId: string) {
  const channelId = cart.sales_channel_id;
  return Promise.all([
    findAddableVariant(tx, variantId),
    channelId ? isVariantSoldInChannel(tx, variantId, channelId) : true,
    findRegion(tx, cart.region_id),
    candidatePrices(tx, [variantId], null),
    itemsOfCart(tx, cart.id),
    availableUnitsInChannel(tx, variantId, channelId),
  ]);
}

const sameMetadata = (a: Metadata | undefined, b: Metadata | undefined) =>
  isDeepStrictEqual(a ?? {}, b ?? {});

/** Adds a line (or grows a mergeable one) in the caller's transaction. */
export async function addLine(tx: Executor, cart: CartRow, line: NewLine): Promise<void> {
  const [row, soldInChannel, region, prices, items, available] = await readsOfNewLine(
    tx,
    cart,
    line.variant_id,
  );
  // Checked in the order they were once read in: an unknown variant is a 404 first.
  if (row?.product.status !== 'published') throw unknownReference('Variant', line.variant_id);
  const { variant, product: owner } = row;
  if (!soldInChannel) {
    throw errors.notAllowed(
      `Variant ${line.variant_id} is not sold in the cart's sales channel`,
      'not_in_sales_channel',
    );
  }
  if (!region) {
    throw errors.notAllowed("The cart's region no longer exists", 'region_deleted');
  }
  const price = unitPriceFrom(prices, region);
  if (price === null) {
    throw errors.notAllowed(
      `Variant ${variant.id} has no price in the cart's region`,
      'variant_not_priced',
    );
  }
  const ofVariant = items.filter((item) => item.variant_id === variant.id);
  const inCart = ofVariant.reduce((sum, item) => sum + item.quantity, 0);
  refuseShortStock(variant, inCart + line.quantity, available);
  const merge = ofVariant.find(
    (item) => item.should_merge && sameMetadata(item.metadata, line.metadata),
  );
  if (merge) {
    await updateItem(tx, merge.id, {
      quantity: merge.quantity + line.quantity,
      unit_price: price,
    });
    return;
  }
  await insertItem(tx, {
    id: newId('item'),
    cart_id: cart.id,
    title: owner.title,
    description: variant.title,
    thumbnail: owner.thumbnail,
    is_giftcard: owner.is_giftcard,
    allow_discounts: owner.discountable,
    unit_price: price,
    variant_id: variant.id,
    product_id: owner.id,
    quantity: line.quantity,
    includes_tax: region.includes_tax,
    // As the refresh would set it while no method ships it: it then writes the line only
    // when one does (refresh.ts, step 4).
    has_shipping: false,
    metadata: line.metadata ?? null,
  });
}

async function requireLine(tx: Executor, cart: CartRow, lineId: string): Promise<LineItemRow> {
  const line = (await itemsOfCart(tx, cart.id)).find((item) => item.id === lineId);
  if (!line) throw createError('not_found', `Line item with id: ${lineId} was not found`);
  return line;
}

export async function addLineItem(db: Executor, cartId: string, line: NewLine): Promise<Cart> {
  return changeCart(db, cartId, (tx, cart) => addLine(tx, cart, line));
}

export async function updateLineItem(
  db: Executor,
  cartId: string,
  lineId: string,
  change: { quantity: number; metadata?: Metadata | undefined },
): Promise<Cart> {
  return changeCart(db, cartId, async (tx, cart) => {
    const line = await requireLine(tx, cart, lineId);
    if (change.quantity === 0) {
      await deleteItems(tx, [line.id]);
      return;
    }
    if (line.variant_id && change.quantity > line.quantity) {
      const [variant] = await variantsById(tx, [line.variant_id]);
      const others = (await itemsOfCart(tx, cart.id))
        .filter((item) => item.variant_id === line.variant_id && item.id !== line.id)
        .reduce((sum, item) => sum + item.quantity, 0);
      if (variant) await checkStock(tx, cart, variant, others + change.quantity);
    }
    await updateItem(tx, line.id, {
      quantity: change.quantity,
      ...(change.metadata !== undefined ? { metadata: change.metadata } : {}),
    });
  });
}

export async function deleteLineItem(db: Executor, cartId: string, lineId: string): Promise<Cart> {
  return changeCart(db, cartId, async (tx, cart) => {
    await deleteItems(tx, [(await requireLine(tx, cart, lineId)).id]);
  });
}
