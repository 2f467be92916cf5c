import { iso } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { addressesById, toAddress } from '../../people/index.ts';
import { port } from '../../port.ts';
import {
  findDiscountsById,
  giftCardsById,
  loadDiscounts,
  toGiftCard,
} from '../../promotions/index.ts';
import { regionsById, withRelations } from '../../settings/index.ts';
import { findPayments, toPayment } from '../payments/wire.ts';
import { loadLines } from './lines.ts';
import { methodsOfCart } from './lines-repository.ts';
import { usableGiftCardsOfIds } from './reductions.ts';
import type { RefreshedCart } from './refresh.ts';
import { discountIdsOfCart, findCart, giftCardIdsOfCart, itemsOfCart } from './repository.ts';
import { sessionsOfCart } from './sessions-repository.ts';
import type { CartRow } from './tables.ts';
import { type Cart, type LoadedCart, toPaymentSession } from './wire.ts';

/** What the gift cards paid for the order of a completed cart (the orders domain knows). */
export const giftCardsPaidByCart =
  port<(db: Executor, cartId: string) => Promise<number>>('giftCardsPaidByCart');

/**
 * A cart as every cart response shows it: its relations expanded and its totals. A change
 * passes what its refresh just read and wrote (`refreshed`), which is not read again.
 */
export async function loadCart(
  db: Executor,
  row: CartRow,
  refreshed?: Omit<RefreshedCart, 'row'>,
): Promise<LoadedCart> {
  const addressIds = [row.billing_address_id, row.shipping_address_id].filter(
    (id): id is string => id !== null,
  );
  // The cart's own rows, unless the refresh just had them; then everything else at once
  // (the reads leave together on PostgreSQL, db/database.ts; issue 29).
  const [regionRows, items, methods, sessions, discountIds, giftCardIds] = await Promise.all([
    refreshed ? [refreshed.region] : regionsById(db, [row.region_id]),
    refreshed?.items ?? itemsOfCart(db, row.id),
    refreshed?.methods ?? methodsOfCart(db, row.id),
    refreshed?.sessions ?? sessionsOfCart(db, row.id),
    refreshed?.discountIds ?? discountIdsOfCart(db, row.id),
    refreshed?.giftCardIds ?? giftCardIdsOfCart(db, row.id),
  ]);
  // A completed cart shows what its cards paid, not what they hold now.
  const giftCardBalance = row.completed_at
    ? giftCardsPaidByCart.get()(db, row.id)
    : Promise.resolve(refreshed?.giftCards ?? usableGiftCardsOfIds(db, row, giftCardIds)).then(
        (usable) => usable.reduce((sum, card) => sum + card.balance, 0),
      );
  const [addresses, payments, wireRegions, discounts, cards, lines] = await Promise.all([
    addressesById(db, addressIds),
    findPayments(db, row.payment_id ? [row.payment_id] : []),
    withRelations(db, regionRows),
    findDiscountsById(db, discountIds).then((rows) => loadDiscounts(db, rows)),
    giftCardsById(db, giftCardIds),
    loadLines(db, items, methods, giftCardBalance, refreshed?.lineRows),
  ]);
  const addressOf = (id: string | null) => {
    const found = addresses.find((a) => a.id === id);
    return found ? toAddress(found) : null;
  };
  const wireSessions = sessions.map(toPaymentSession);
  const [wireRegion] = wireRegions;
  const [payment] = payments;
  return {
    id: row.id,
    object: 'cart',
    email: row.email,
    region_id: row.region_id,
    ...(wireRegion ? { region: wireRegion } : {}),
    customer_id: row.customer_id,
    sales_channel_id: row.sales_channel_id,
    items: lines.items,
    billing_address_id: row.billing_address_id,
    billing_address: addressOf(row.billing_address_id),
    shipping_address_id: row.shipping_address_id,
    shipping_address: addressOf(row.shipping_address_id),
    shipping_methods: lines.shipping_methods,
    payment_sessions: wireSessions,
    payment_session: wireSessions.find((s) => s.is_selected) ?? null,
    payment_id: row.payment_id,
    payment: payment ? toPayment(payment) : null,
    discounts,
    gift_cards: cards.map((card) => toGiftCard(card)),
    type: row.type,
    completed_at: iso(row.completed_at),
    payment_authorized_at: iso(row.payment_authorized_at),
    idempotency_key: row.idempotency_key,
    context: row.context as Cart['context'],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: iso(row.deleted_at),
    metadata: row.metadata,
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
