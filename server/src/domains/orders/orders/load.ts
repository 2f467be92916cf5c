import type { StoreComponents } from '@commerce/client/contract';
import { iso } from '../../../db/list-query.ts';
import type { Executor } from '../../../db/transaction.ts';
import {
  type PaymentRow,
  paymentsOfOrders,
  type RefundRow,
  refundsOfOrders,
  toPayment,
  toRefund,
} from '../../carts/index.ts';
import { addressesById, toAddress } from '../../people/index.ts';
import {
  findDiscountsById,
  giftCardsById,
  loadDiscounts,
  toGiftCard,
} from '../../promotions/index.ts';
import { regionsById, withRelations } from '../../settings/index.ts';
import { loadLinesOfOrders, type OrderLines } from './lines.ts';
import { type OrderRelations, relationsOfOrders } from './relations.ts';
import type { OrderRow } from './tables.ts';

export type Order = StoreComponents['schemas']['Order'];

const unique = (ids: (string | null)[]) => [
  ...new Set(ids.filter((id): id is string => id !== null)),
];

/**
 * Orders as the API answers them: items, shipping methods, payments, fulfillments, refunds,
 * addresses, region, discounts and gift cards, with totals computed from the lines as they
 * were frozen at completion. Every relation is loaded for the whole page at once (a fixed
 * number of queries, whatever the page size: the orders domain's own relations in one,
 * relations.ts); edits come without their internal notes.
 */
export async function loadOrders(
  db: Executor,
  rows: OrderRow[],
  known: KnownRelations = {},
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [payments, refunds, regions, addresses, relations] = await Promise.all([
    known.payments ?? paymentsOfOrders(db, ids),
    known.refunds ?? refundsOfOrders(db, ids),
    known.regions ??
      regionsById(db, unique(rows.map((row) => row.region_id))).then((found) =>
        withRelations(db, found),
      ),
    known.addresses ??
      addressesById(
        db,
        unique(rows.flatMap((row) => [row.billing_address_id, row.shipping_address_id])),
      ).then((found) => found.map(toAddress)),
    known.relations ?? relationsOfOrders(db, ids),
  ]);
  const { discountLinks, cardLinks, cardTotals, fulfillments, returns, edits, claims, swaps } =
    relations;
  const cardIds = unique(cardLinks.map((link) => link.gift_card_id));
  const [lines, discounts, cards] = await Promise.all([
    known.lines && ids.length === 1
      ? new Map([[ids[0] as string, known.lines]])
      : loadLinesOfOrders(db, ids, cardTotals),
    findDiscountsById(db, unique(discountLinks.map((link) => link.discount_id))).then((found) =>
      loadDiscounts(db, found),
    ),
    giftCardsById(db, cardIds),
  ]);
  const addressOf = (id: string | null) => addresses.find((a) => a.id === id) ?? null;
  return rows.map((row) => {
    const own = payments.filter((p) => p.order_id === row.id);
    const orderLines = lines.get(row.id) as OrderLines;
    const paid = own.filter((p) => p.captured_at).reduce((sum, p) => sum + p.amount, 0);
    const refunded = own.reduce((sum, p) => sum + p.amount_refunded, 0);
    const wireRegion = regions.find((r) => r.id === row.region_id);
    const discountIds = new Set(
      discountLinks.filter((l) => l.order_id === row.id).map((l) => l.discount_id),
    );
    const orderCardIds = new Set(
      cardLinks.filter((l) => l.order_id === row.id).map((l) => l.gift_card_id),
    );
    return {
      ...row,
      object: 'order' as const,
      canceled_at: iso(row.canceled_at),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      billing_address: addressOf(row.billing_address_id),
      shipping_address: addressOf(row.shipping_address_id),
      ...(wireRegion ? { region: wireRegion } : {}),
      items: orderLines.items,
      shipping_methods: orderLines.shipping_methods,
      payments: own.map(toPayment),
      fulfillments: fulfillments.get(row.id) ?? [],
      returns: returns.get(row.id) ?? [],
      swaps: swaps.get(row.id) ?? [],
      claims: claims.get(row.id) ?? [],
      refunds: refunds.filter((r) => r.order_id === row.id).map(toRefund),
      edits: edits.get(row.id) ?? [],
      discounts: discounts.filter((d) => discountIds.has(d.id)),
      gift_cards: cards.filter((c) => orderCardIds.has(c.id)).map((c) => toGiftCard(c)),
      ...orderLines.totals,
      paid_total: paid,
      refunded_total: refunded,
      refundable_amount: paid - refunded,
    };
  });
}

/**
 * Relations the caller has just read in the same transaction (completion has the cart's
 * answer: its region and addresses are the new order's), so they are not read again.
 */
export interface KnownRelations {
  regions?: NonNullable<Order['region']>[];
  addresses?: ReturnType<typeof toAddress>[];
  /** The payments of the orders (a just-placed order's, as inserted). */
  payments?: PaymentRow[];
  /** The refunds of the orders (a just-placed order has none). */
  refunds?: RefundRow[];
  /** The orders domain's own relations (relations.ts; a just-placed order's are known). */
  relations?: OrderRelations;
  /** The lines of the one order loaded (lines.ts `linesOfPlacedCart`). */
  lines?: OrderLines;
}

export async function loadOrder(
  db: Executor,
  row: OrderRow,
  known: KnownRelations = {},
): Promise<Order> {
  const [loaded] = await loadOrders(db, [row], known);
  if (!loaded) throw new Error(`Order ${row.id} did not load`);
  return loaded;
}
