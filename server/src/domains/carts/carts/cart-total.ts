import type { Executor } from '../../../db/transaction.ts';
import { type CartContents, cartContents } from './contents.ts';
import { usableGiftCardsOfIds } from './reductions.ts';
import type { CartRow } from './tables.ts';
import { computeTotals } from './totals.ts';

/**
 * The total the cart shows now (as loadCart computes it), from its lines, their stored
 * adjustments and tax lines, and its gift cards: payment sessions open with it, and it
 * needs none of the variants, options and region loadCart expands for the answer.
 */
export async function cartTotal(
  db: Executor,
  cart: CartRow,
  contents?: CartContents,
): Promise<number> {
  // The cart's own rows in one statement (contents.ts), unless the caller has just read
  // them; then its cards.
  const { items, methods, adjustments, itemTaxLines, methodTaxLines, giftCardIds } =
    contents ?? (await cartContents(db, cart.id));
  const giftCards = await usableGiftCardsOfIds(db, cart, giftCardIds);
  const { totals } = computeTotals(
    items.map((item) => ({
      unit_price: item.unit_price,
      quantity: item.quantity,
      includes_tax: item.includes_tax,
      adjustments: adjustments.filter((a) => a.item_id === item.id).map((a) => a.amount),
      tax_rates: itemTaxLines.filter((t) => t.item_id === item.id).map((t) => t.rate),
    })),
    methods.map((method) => ({
      price: method.price,
      includes_tax: method.includes_tax,
      tax_rates: methodTaxLines
        .filter((t) => t.shipping_method_id === method.id)
        .map((t) => t.rate),
    })),
    giftCards.reduce((sum, card) => sum + card.balance, 0),
  );
  return totals.total;
}
