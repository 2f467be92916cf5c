import { iso } from '../../../db/list-query.ts';
import { commitAlong, type Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { toAddress } from '../../people/index.ts';
import { port } from '../../port.ts';
import {
  findDiscountsById,
  giftCardsById,
  loadDiscounts,
  toGiftCard,
} from '../../promotions/index.ts';
import { regionsById } from '../../settings/index.ts';
import { findPayments, toPayment } from '../payments/wire.ts';
import { readCartAnswer } from './answer-read.ts';
import { cartContents } from './contents.ts';
import { methodOptions, type StoredLineRows, wireLines } from './lines.ts';
import { usableGiftCardsOfIds } from './reductions.ts';
import type { RefreshedCart } from './refresh.ts';
import { findCart, updateCart } from './repository.ts';
import type { CartRow } from './tables.ts';
import { type Cart, type LoadedCart, toPaymentSession } from './wire.ts';

/** What the gift cards paid for the order of a completed cart (the orders domain knows). */
export const giftCardsPaidByCart =
  port<(db: Executor, cartId: string) => Promise<number>>('giftCardsPaidByCart');

/**
 * A cart as every cart response shows it: its relations expanded and its totals. A change
 * passes what its refresh just read and wrote (`refreshed`), which is not read again, and
 * `touch` to have the row's `updated_at` written with the answer's reads (the answer shows
 * the row that write returns), and `last` when these are its transaction's last queries
 * (the transaction's COMMIT then goes out with them, db/transaction.ts `commitAlong`).
 */
export async function loadCart(
  db: Executor,
  row: CartRow,
  refreshed?: Omit<RefreshedCart, 'row'>,
  { touch = false, last = false }: { touch?: boolean; last?: boolean } = {},
): Promise<LoadedCart> {
  const addressIds = [row.billing_address_id, row.shipping_address_id].filter(
    (id): id is string => id !== null,
  );
  // The cart's own rows in one statement (contents.ts), unless the refresh just had them;
  // then everything else at once (the reads leave together on PostgreSQL,
  // db/database.ts; issue 29).
  const [regionRows, own] = await Promise.all([
    refreshed ? [refreshed.region] : regionsById(db, [row.region_id]),
    refreshed ??
      cartContents(db, row.id).then((contents) => {
        const { adjustments, itemTaxLines, methodTaxLines } = contents;
        const lineRows: StoredLineRows = { adjustments, itemTaxLines, methodTaxLines };
        return { ...contents, lineRows };
      }),
  ]);
  const { items, methods, sessions, discountIds, giftCardIds } = own;
  // A completed cart shows what its cards paid, not what they hold now.
  const giftCardBalance = row.completed_at
    ? giftCardsPaidByCart.get()(db, row.id)
    : Promise.resolve(refreshed?.giftCards ?? usableGiftCardsOfIds(db, row, giftCardIds)).then(
        (usable) => usable.reduce((sum, card) => sum + card.balance, 0),
      );
  const stored = own.lineRows;
  const itemIds = items.map((item) => item.id);
  const methodIds = methods.map((method) => method.id);
  // What the answer reads, in one statement (answer-read.ts); the payment, discounts and
  // gift cards only when the cart has them.
  const reads = Promise.all([
    readCartAnswer(db, {
      addressIds,
      region: regionRows[0],
      variantIds: [
        ...new Set(items.map((item) => item.variant_id).filter((id): id is string => id !== null)),
      ],
      adjustmentItemIds: stored.adjustments ? [] : itemIds,
      taxItemIds: stored.itemTaxLines ? [] : itemIds,
      taxMethodIds: stored.methodTaxLines ? [] : methodIds,
    }),
    methodOptions(db, methods, stored.shippingOptions),
    giftCardBalance,
    findPayments(db, row.payment_id ? [row.payment_id] : []),
    findDiscountsById(db, discountIds).then((rows) => loadDiscounts(db, rows)),
    giftCardsById(db, giftCardIds),
    // A change's touch of the row (its `updated_at`) goes out with these reads: it moves
    // nothing they read, and it was a round trip of its own before them (issue 29).
    touch ? updateCart(db, row.id, {}) : row,
  ]);
  // The transaction's last reads take its COMMIT along when none of them reads again after
  // its answer (a discount's rules, an option's requirements, what gift cards paid).
  const oneRound =
    discountIds.length === 0 &&
    (methods.length === 0 || stored.shippingOptions !== undefined) &&
    !row.completed_at &&
    refreshed?.giftCards !== undefined;
  if (last && oneRound) commitAlong(db);
  const [answer, options, balance, payments, discounts, cards, shown] = await reads;
  const lines = wireLines(items, methods, balance, {
    adjustments: stored.adjustments ?? answer.adjustments,
    itemTaxLines: stored.itemTaxLines ?? answer.itemTaxLines,
    methodTaxLines: stored.methodTaxLines ?? answer.methodTaxLines,
    variants: answer.variants,
    options,
  });
  const addresses = answer.addresses;
  const addressOf = (id: string | null) => {
    const found = addresses.find((a) => a.id === id);
    return found ? toAddress(found) : null;
  };
  const wireSessions = sessions.map(toPaymentSession);
  const [payment] = payments;
  return {
    id: shown.id,
    object: 'cart',
    email: shown.email,
    region_id: shown.region_id,
    ...(answer.region ? { region: answer.region } : {}),
    customer_id: shown.customer_id,
    sales_channel_id: shown.sales_channel_id,
    items: lines.items,
    billing_address_id: shown.billing_address_id,
    billing_address: addressOf(shown.billing_address_id),
    shipping_address_id: shown.shipping_address_id,
    shipping_address: addressOf(shown.shipping_address_id),
    shipping_methods: lines.shipping_methods,
    payment_sessions: wireSessions,
    payment_session: wireSessions.find((s) => s.is_selected) ?? null,
    payment_id: shown.payment_id,
    payment: payment ? toPayment(payment) : null,
    discounts,
    gift_cards: cards.map((card) => toGiftCard(card)),
    type: shown.type,
    completed_at: iso(shown.completed_at),
    payment_authorized_at: iso(shown.payment_authorized_at),
    idempotency_key: shown.idempotency_key,
    context: shown.context as Cart['context'],
    created_at: iso(shown.created_at),
    updated_at: iso(shown.updated_at),
    deleted_at: iso(shown.deleted_at),
    metadata: shown.metadata,
    ...lines.totals,
  };
}

export async function requireCart(db: Executor, id: string, lock = false): Promise<CartRow> {
  const row = await findCart(db, id, lock);
  if (!row) throw errors.notFound('Cart', id);
  return row;
}

export async function getCart(db: Executor, id: string): Promise<Cart> {
  return loadCart(db, await requireCart(db, id));
}
