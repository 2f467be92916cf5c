import { isDeepStrictEqual } from 'node:util';
import { newId } from '../../../db/ids.ts';
import { unknownReference } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { createError, errors } from '../../../errors.ts';
import type { CartRow, LineItemRow } from '../../carts/index.ts';
import {
  checkStock,
  deleteItems,
  insertItem,
  itemsOfCart,
  unitPriceIn,
  updateItem,
} from '../../carts/index.ts';
import { findAddableVariant, type VariantRow, variantsById } from '../../catalog/index.ts';
import { findRegion } from '../../settings/index.ts';

/*
 * Line items of a draft order. Staff may add any live variant (published or not, in any
 * sales channel, as in Medusa's draft orders) at its price in the draft's region or at a
 * unit price they set, and custom lines (a title and a unit price, no variant). Stock is
 * checked like a cart's: a managed variant without backorders needs enough units at the
 * draft's sales channel's locations. A line with a hand-set price is never merged with
 * another; a plain variant line merges with the same variant's line of equal metadata.
 * Custom lines take no discounts (as in Medusa): their price is already the one agreed.
 */

type Metadata = Record<string, unknown> | null;

export interface DraftLineInput {
  variant_id?: string | undefined;
  unit_price?: number | undefined;
  title?: string | undefined;
  quantity: number;
  metadata?: Metadata | undefined;
}

async function liveVariant(tx: Executor, variantId: string) {
  const row = await findAddableVariant(tx, variantId);
  if (!row) throw unknownReference('Variant', variantId);
  return row;
}

const unitsOf = (items: LineItemRow[], variantId: string, except?: string) =>
  items
    .filter((item) => item.variant_id === variantId && item.id !== except)
    .reduce((sum, item) => sum + item.quantity, 0);

export async function addDraftLine(
  tx: Executor,
  cart: CartRow,
  input: DraftLineInput,
): Promise<void> {
  const region = await findRegion(tx, cart.region_id);
  if (!region)
    throw errors.notAllowed("The draft order's region no longer exists", 'region_deleted');
  if (!input.variant_id) {
    if (input.title === undefined || input.unit_price === undefined) {
      throw errors.invalidData(
        'A custom item needs a title and a unit_price',
        'custom_item_incomplete',
      );
    }
    await insertItem(tx, {
      id: newId('item'),
      cart_id: cart.id,
      title: input.title,
      unit_price: input.unit_price,
      quantity: input.quantity,
      should_merge: false,
      allow_discounts: false,
      includes_tax: region.includes_tax,
      metadata: input.metadata ?? null,
    });
    return;
  }
  const { variant, product: owner } = await liveVariant(tx, input.variant_id);
  const price = input.unit_price ?? (await unitPriceIn(tx, variant.id, region));
  if (price === null) {
    throw errors.notAllowed(
      `Variant ${variant.id} has no price in the draft order's region`,
      'variant_not_priced',
    );
  }
  const items = await itemsOfCart(tx, cart.id);
  await checkStock(tx, cart, variant, unitsOf(items, variant.id) + input.quantity);
  const custom = input.unit_price !== undefined;
  const merge = custom
    ? undefined
    : items.find(
        (item) =>
          item.variant_id === variant.id &&
          item.should_merge &&
          isDeepStrictEqual(item.metadata ?? {}, input.metadata ?? {}),
      );
  if (merge) {
    await updateItem(tx, merge.id, { quantity: merge.quantity + input.quantity });
    return;
  }
  await insertItem(tx, {
    id: newId('item'),
    cart_id: cart.id,
    title: input.title ?? owner.title,
    description: variant.title,
    thumbnail: owner.thumbnail,
    is_giftcard: owner.is_giftcard,
    should_merge: !custom,
    allow_discounts: owner.discountable,
    unit_price: price,
    variant_id: variant.id,
    product_id: owner.id,
    quantity: input.quantity,
    includes_tax: region.includes_tax,
    metadata: input.metadata ?? null,
  });
}

async function requireLine(tx: Executor, cart: CartRow, lineId: string): Promise<LineItemRow> {
  const line = (await itemsOfCart(tx, cart.id)).find((item) => item.id === lineId);
  if (!line) throw createError('not_found', `Line item with id: ${lineId} was not found`);
  return line;
}

export interface DraftLineChange {
  unit_price?: number | undefined;
  title?: string | undefined;
  quantity?: number | undefined;
  metadata?: Metadata | undefined;
}

/** Changes a line; quantity 0 removes it. A hand-set price stops it merging with others. */
export async function updateDraftLine(
  tx: Executor,
  cart: CartRow,
  lineId: string,
  change: DraftLineChange,
): Promise<void> {
  const line = await requireLine(tx, cart, lineId);
  if (change.quantity === 0) {
    await deleteItems(tx, [line.id]);
    return;
  }
  if (line.variant_id && change.quantity !== undefined && change.quantity > line.quantity) {
    const [variant]: VariantRow[] = await variantsById(tx, [line.variant_id]);
    const others = unitsOf(await itemsOfCart(tx, cart.id), line.variant_id, line.id);
    if (variant) await checkStock(tx, cart, variant, others + change.quantity);
  }
  await updateItem(tx, line.id, {
    ...(change.quantity !== undefined ? { quantity: change.quantity } : {}),
    ...(change.title !== undefined ? { title: change.title } : {}),
    ...(change.metadata !== undefined ? { metadata: change.metadata } : {}),
    ...(change.unit_price !== undefined
      ? { unit_price: change.unit_price, should_merge: false }
      : {}),
  });
}

export async function deleteDraftLine(tx: Executor, cart: CartRow, lineId: string): Promise<void> {
  await deleteItems(tx, [(await requireLine(tx, cart, lineId)).id]);
}
