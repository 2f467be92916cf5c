import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { reusedQuery } from '../../../db/prepared-read.ts';
import { insertReturning, updateByIdReturning } from '../../../db/shaped-writes.ts';
import type { Executor } from '../../../db/transaction.ts';
import {
  type CartRow,
  cart,
  cartDiscount,
  cartGiftCard,
  type LineItemRow,
  lineItem,
  type NewLineItem,
} from './tables.ts';

/** SQL of carts, their line items and the discounts and gift cards applied to them. */

export type CartValues = Partial<Omit<typeof cart.$inferInsert, 'id' | 'created_at'>>;

const liveCart = (db: Executor) =>
  db
    .select()
    .from(cart)
    .where(and(eq(cart.id, sql.placeholder('id')), isNull(cart.deleted_at)));
// Every cart request reads its cart, most of them twice (the shop's guard, then locked).
const cartById = reusedQuery<CartRow>('cart_by_id', liveCart);
const lockedCartById = reusedQuery<CartRow>('cart_by_id_locked', (db) =>
  liveCart(db).for('update'),
);

/** A live cart; `lock` takes its row lock for the rest of the transaction. */
export async function findCart(
  db: Executor,
  id: string,
  lock = false,
): Promise<CartRow | undefined> {
  const [row] = await (lock ? lockedCartById : cartById)(db, { id });
  return row;
}

export async function insertCart(db: Executor, values: typeof cart.$inferInsert): Promise<CartRow> {
  const [row] = await insertReturning(db, cart, [values]);
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

// Built once: every change of a cart ends by touching its row (the refresh's answer).
const touchedCart = reusedQuery<CartRow>('cart_touch', (db) =>
  db
    .update(cart)
    .set({ updated_at: sql`${sql.placeholder('now')}` })
    .where(eq(cart.id, sql.placeholder('id')))
    .returning(),
);

export async function updateCart(db: Executor, id: string, values: CartValues): Promise<CartRow> {
  if (Object.keys(values).length === 0) {
    const [touched] = await touchedCart(db, { id, now: new Date().toISOString() });
    if (!touched) throw new Error(`Cart ${id} vanished during its update`);
    return touched;
  }
  const [row] = await updateByIdReturning(db, cart, cart.id, id, {
    ...values,
    updated_at: new Date(),
  });
  if (!row) throw new Error(`Cart ${id} vanished during its update`);
  return row;
}

// Built once (issue 29, ninth pass): adding a line reads the cart's lines.
const itemsOfCartId = reusedQuery<LineItemRow>('line_items_of_cart', (db) =>
  db
    .select()
    .from(lineItem)
    .where(eq(lineItem.cart_id, sql.placeholder('cartId')))
    .orderBy(asc(lineItem.created_at), asc(lineItem.id)),
);

export async function itemsOfCart(db: Executor, cartId: string): Promise<LineItemRow[]> {
  return itemsOfCartId(db, { cartId });
}

export async function insertItem(db: Executor, values: NewLineItem): Promise<LineItemRow> {
  const [row] = await insertReturning(db, lineItem, [values]);
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

// Built once: a cart's refresh sets its lines' `has_shipping` when a method comes or goes.
const itemShipping = reusedQuery<LineItemRow>('line_item_has_shipping', (db) =>
  db
    .update(lineItem)
    .set({
      has_shipping: sql`${sql.placeholder('has_shipping')}`,
      updated_at: sql`${sql.placeholder('now')}`,
    })
    .where(eq(lineItem.id, sql.placeholder('id')))
    .returning(),
);

/** `updateItem(db, id, { has_shipping })`, built once. */
export async function setItemHasShipping(
  db: Executor,
  id: string,
  hasShipping: boolean,
): Promise<LineItemRow | undefined> {
  const [row] = await itemShipping(db, {
    id,
    has_shipping: hasShipping,
    now: new Date().toISOString(),
  });
  return row;
}

export async function updateItem(
  db: Executor,
  id: string,
  values: Partial<Omit<NewLineItem, 'id' | 'created_at'>>,
): Promise<LineItemRow | undefined> {
  const [row] = await db
    .update(lineItem)
    .set({ ...values, updated_at: new Date() })
    .where(eq(lineItem.id, id))
    .returning();
  return row;
}

export async function deleteItems(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  // Adjustments and tax lines go with them (ON DELETE CASCADE).
  await db.delete(lineItem).where(inArray(lineItem.id, ids));
}

export async function discountIdsOfCart(db: Executor, cartId: string): Promise<string[]> {
  const rows = await db
    .select({ id: cartDiscount.discount_id })
    .from(cartDiscount)
    .where(eq(cartDiscount.cart_id, cartId));
  return rows.map((row) => row.id);
}

export async function setCartDiscounts(
  db: Executor,
  cartId: string,
  discountIds: string[],
): Promise<void> {
  await db.delete(cartDiscount).where(eq(cartDiscount.cart_id, cartId));
  if (discountIds.length === 0) return;
  await db
    .insert(cartDiscount)
    .values(discountIds.map((discount_id) => ({ cart_id: cartId, discount_id })));
}

export async function giftCardIdsOfCart(db: Executor, cartId: string): Promise<string[]> {
  const rows = await db
    .select({ id: cartGiftCard.gift_card_id })
    .from(cartGiftCard)
    .where(eq(cartGiftCard.cart_id, cartId));
  return rows.map((row) => row.id);
}

export async function setCartGiftCards(
  db: Executor,
  cartId: string,
  giftCardIds: string[],
): Promise<void> {
  await db.delete(cartGiftCard).where(eq(cartGiftCard.cart_id, cartId));
  if (giftCardIds.length === 0) return;
  await db
    .insert(cartGiftCard)
    .values(giftCardIds.map((gift_card_id) => ({ cart_id: cartId, gift_card_id })));
}
