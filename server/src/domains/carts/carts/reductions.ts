import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { groupIdsOfCustomer } from '../../people/index.ts';
import {
  type CheckoutDiscount,
  discountRefusal,
  type EvaluationContext,
  findDiscountForCheckout,
  findDiscountsById,
  findRedeemableGiftCard,
  type GiftCardRow,
  giftCardsById,
  REFUSAL_MESSAGES,
} from '../../promotions/index.ts';
import { discountIdsOfCart, giftCardIdsOfCart } from './repository.ts';
import type { CartRow } from './tables.ts';

/*
 * The reductions a shopper applies by code: discounts and gift cards. A cart holds at most
 * one discount that takes money off items and one free-shipping discount (as in Medusa);
 * gift cards must be of the cart's region, enabled and unexpired.
 */

export async function evaluationContext(
  db: Executor,
  cart: CartRow,
  now = new Date(),
): Promise<EvaluationContext> {
  return {
    now,
    region_id: cart.region_id,
    customer_group_ids: await groupIdsOfCustomer(db, cart.customer_id),
  };
}

/** The cart's discounts, ready to evaluate (deleted ones are left out). */
export async function discountsOfCart(db: Executor, cartId: string): Promise<CheckoutDiscount[]> {
  return discountsOfIds(db, await discountIdsOfCart(db, cartId));
}

/** The discounts of these ids, ready to evaluate (deleted ones are left out). */
export async function discountsOfIds(db: Executor, ids: string[]): Promise<CheckoutDiscount[]> {
  const rows = await findDiscountsById(db, ids);
  const found = await Promise.all(
    rows.filter((row) => !row.deleted_at).map((row) => findDiscountForCheckout(db, row.code)),
  );
  return found.filter((d): d is CheckoutDiscount => d !== null);
}

/** The discounts with these codes, each usable by the cart now; 400 otherwise. */
export async function discountsForCodes(
  db: Executor,
  codes: string[],
  context: EvaluationContext,
): Promise<CheckoutDiscount[]> {
  const discounts: CheckoutDiscount[] = [];
  for (const code of codes) {
    const discount = await findDiscountForCheckout(db, code);
    if (!discount) {
      throw errors.invalidData(`Discount with code ${code} was not found`, 'discount_not_found');
    }
    const refusal = discountRefusal(discount, context);
    if (refusal) throw errors.notAllowed(REFUSAL_MESSAGES[refusal], `discount_${refusal}`);
    if (!discounts.some((d) => d.id === discount.id)) discounts.push(discount);
  }
  const freeShipping = discounts.filter((d) => d.rule.type === 'free_shipping');
  if (freeShipping.length > 1 || discounts.length - freeShipping.length > 1) {
    throw errors.notAllowed(
      'A cart takes at most one discount and one free-shipping discount',
      'too_many_discounts',
    );
  }
  return discounts;
}

/** The gift cards with these codes, each redeemable in the cart's region; 400 otherwise. */
export async function giftCardsForCodes(
  db: Executor,
  codes: string[],
  regionId: string,
  now = new Date(),
): Promise<GiftCardRow[]> {
  const cards: GiftCardRow[] = [];
  for (const code of codes) {
    const card = await findRedeemableGiftCard(db, code.trim().toUpperCase(), now);
    if (!card) {
      throw errors.invalidData(`Gift card with code ${code} was not found`, 'gift_card_not_found');
    }
    if (card.region_id !== regionId) {
      throw errors.notAllowed(
        'The gift card cannot be used in the current region',
        'gift_card_region',
      );
    }
    if (!cards.some((c) => c.id === card.id)) cards.push(card);
  }
  return cards;
}

/** The cart's gift cards that can still pay for it (region, enabled, unexpired, live). */
export async function usableGiftCardsOfCart(
  db: Executor,
  cart: CartRow,
  now = new Date(),
): Promise<GiftCardRow[]> {
  return usableGiftCardsOfIds(db, cart, await giftCardIdsOfCart(db, cart.id), now);
}

/** Of the gift cards with these ids, those that can pay for the cart, by id. */
export async function usableGiftCardsOfIds(
  db: Executor,
  cart: CartRow,
  ids: readonly string[],
  now = new Date(),
): Promise<GiftCardRow[]> {
  const rows = await giftCardsById(db, ids);
  return rows
    .filter(
      (card) =>
        !card.deleted_at &&
        !card.is_disabled &&
        card.region_id === cart.region_id &&
        (!card.ends_at || card.ends_at > now),
    )
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}
