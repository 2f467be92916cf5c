import type { Executor } from '../../../db/transaction.ts';
import {
  adjustmentsOf,
  itemTaxLinesOf,
  methodsOfCart,
  methodTaxLinesOf,
} from './lines-repository.ts';
import { usableGiftCardsOfCart } from './reductions.ts';
import { itemsOfCart } from './repository.ts';
import type { CartRow } from './tables.ts';
import { computeTotals } from './totals.ts';

/**
 * The total the cart shows now (as loadCart computes it), from its lines, their stored
 * adjustments and tax lines, and its gift cards: payment sessions open with it, and it
 * needs none of the variants, options and region loadCart expands for the answer.
 */
export async function cartTotal(db: Executor, cart: CartRow): Promise<number> {
  const [items, methods, giftCards] = await Promise.all([
    itemsOfCart(db, cart.id),
    methodsOfCart(db, cart.id),
    usableGiftCardsOfCart(db, cart),
  ]);
  const itemIds = items.map((item) => item.id);
  const [adjustments, itemTaxLines, methodTaxLines] = await Promise.all([
    adjustmentsOf(db, itemIds),
    itemTaxLinesOf(db, itemIds),
    methodTaxLinesOf(
      db,
      methods.map((method) => method.id),
    ),
  ]);
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
