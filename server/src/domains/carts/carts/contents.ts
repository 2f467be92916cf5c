import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsFromJson } from '../../../db/json-row.ts';
import { reusedStatement } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import {
  type AdjustmentRow,
  cartDiscount,
  cartGiftCard,
  type ItemTaxLineRow,
  type LineItemRow,
  lineItem,
  lineItemAdjustment,
  lineItemTaxLine,
  type MethodTaxLineRow,
  type PaymentSessionRow,
  paymentSession,
  type ShippingMethodRow,
  shippingMethod,
  shippingMethodTaxLine,
} from './tables.ts';

/*
 * A cart's own rows (lines, shipping methods, their adjustments and tax lines, discount
 * and gift card links, payment sessions) in ONE statement, a json_agg per table in the
 * order its own query uses (itemsOfCart, methodsOfCart, adjustmentsOf, …): every change
 * of a cart starts its refresh from them, and they were eight round trips (issue 29).
 */

export interface CartContents {
  items: LineItemRow[];
  methods: ShippingMethodRow[];
  discountIds: string[];
  giftCardIds: string[];
  adjustments: AdjustmentRow[];
  itemTaxLines: ItemTaxLineRow[];
  methodTaxLines: MethodTaxLineRow[];
  sessions: PaymentSessionRow[];
}

export interface ContentsJson {
  items: unknown;
  methods: unknown;
  discount_ids: unknown;
  gift_card_ids: unknown;
  adjustments: unknown;
  item_tax_lines: unknown;
  method_tax_lines: unknown;
  sessions: unknown;
}

/** `coalesce(json_agg(value order by …), '[]')` over the rows of `table` matching `where`. */
function listOf(table: PgTable, where: SQL, orderBy: SQL | null, value: SQL = sql`t`): SQL {
  const ordered = orderBy ? sql` order by ${orderBy}` : sql``;
  return sql`(select coalesce(json_agg(${value}${ordered}), '[]'::json) from ${table} t where ${where})`;
}

const cartId = sql.placeholder('cartId');
const ofCart = sql`t.cart_id = ${cartId}`;
const byCreation = sql`t.created_at, t.id`;
const itemIds = sql`(select id from ${lineItem} where cart_id = ${cartId})`;
const methodIds = sql`(select id from ${shippingMethod} where cart_id = ${cartId})`;
/**
 * The columns of the contents read (`cartContents`), for a statement that reads them with
 * more (refresh-reads.ts); `cartId` is the placeholder `cartId`.
 */
export const contentsColumns = sql`
    ${listOf(lineItem, ofCart, byCreation)} as items,
    ${listOf(shippingMethod, ofCart, byCreation)} as methods,
    ${listOf(cartDiscount, ofCart, null, sql`t.discount_id`)} as discount_ids,
    ${listOf(cartGiftCard, ofCart, null, sql`t.gift_card_id`)} as gift_card_ids,
    ${listOf(lineItemAdjustment, sql`t.item_id in ${itemIds}`, sql`t.id`)} as adjustments,
    ${listOf(lineItemTaxLine, sql`t.item_id in ${itemIds}`, sql`t.id`)} as item_tax_lines,
    ${listOf(shippingMethodTaxLine, sql`t.shipping_method_id in ${methodIds}`, sql`t.id`)} as method_tax_lines,
    ${listOf(paymentSession, ofCart, sql`t.provider_id`)} as sessions`;

// Built once (db/prepared-read.ts): it starts every change of a cart.
const contentsOfCart = reusedStatement<ContentsJson>(
  'cart_contents',
  sql`select ${contentsColumns}`,
);

/** The contents from a row with `contentsColumns`. */
export function contentsFromJson(row: ContentsJson | undefined): CartContents {
  return {
    items: rowsFromJson(lineItem, row?.items),
    methods: rowsFromJson(shippingMethod, row?.methods),
    discountIds: (row?.discount_ids ?? []) as string[],
    giftCardIds: (row?.gift_card_ids ?? []) as string[],
    adjustments: rowsFromJson(lineItemAdjustment, row?.adjustments),
    itemTaxLines: rowsFromJson(lineItemTaxLine, row?.item_tax_lines),
    methodTaxLines: rowsFromJson(shippingMethodTaxLine, row?.method_tax_lines),
    sessions: rowsFromJson(paymentSession, row?.sessions),
  };
}

export async function cartContents(db: Executor, id: string): Promise<CartContents> {
  const [row] = await contentsOfCart(db, { cartId: id });
  return contentsFromJson(row);
}
