import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsFromJson } from '../../../db/json-row.ts';
import type { Executor } from '../../../db/transaction.ts';
import { claimOrder } from '../claims/tables.ts';
import { type Claim, claimsByOrder } from '../claims/wire.ts';
import { fulfillment, fulfillmentItem, trackingLink } from '../fulfillments/tables.ts';
import { type Fulfillment, groupFulfillments } from '../fulfillments/wire.ts';
import { editsByOrder } from '../order-edits/load.ts';
import { orderEdit } from '../order-edits/tables.ts';
import { returnItem, returnTable } from '../returns/tables.ts';
import { type Return, returnsByOrder, toReturn } from '../returns/wire.ts';
import { swap } from '../swaps/tables.ts';
import { type Swap, swapsByOrder } from '../swaps/wire.ts';
import { giftCardTransaction, orderDiscount, orderGiftCard } from './tables.ts';

/*
 * What the orders domain itself keeps about a page of orders (discount and gift card links,
 * what the cards paid, fulfillments with items and tracking links, returns with items, and
 * the rows of edits, claims and swaps) read in ONE statement: each relation is a json_agg
 * of its rows, in the order the separate queries used. It replaced eleven queries per page
 * (issue 29); edits, claims and swaps still load their own relations when there are any.
 */

export interface OrderRelations {
  discountLinks: { order_id: string; discount_id: string }[];
  cardLinks: { order_id: string; gift_card_id: string }[];
  cardTotals: Map<string, number>;
  fulfillments: Map<string, Fulfillment[]>;
  returns: Map<string, Return[]>;
  edits: Awaited<ReturnType<typeof editsByOrder>>;
  claims: Map<string, Claim[]>;
  swaps: Map<string, Swap[]>;
}

/** `coalesce(json_agg(alias order by …), '[]')` of the rows of `table` matching `where`. */
function rowsOf(table: PgTable, where: SQL, orderBy?: SQL): SQL {
  return sql`(select coalesce(json_agg(t${orderBy ? sql` order by ${orderBy}` : sql``}), '[]'::json) from ${table} t where ${where})`;
}

type Json = unknown;

interface RelationsRow {
  discount_links: Json;
  card_links: Json;
  card_totals: Json;
  fulfillments: Json;
  fulfillment_items: Json;
  tracking_links: Json;
  returns: Json;
  return_items: Json;
  edits: Json;
  claims: Json;
  swaps: Json;
}

export async function relationsOfOrders(db: Executor, orderIds: string[]): Promise<OrderRelations> {
  const page = sql`(select id from page)`;
  const pageFulfillments = sql`(select id from ${fulfillment} where order_id in ${page})`;
  const pageReturns = sql`(select id from ${returnTable} where order_id in ${page})`;
  const byCreation = sql`t.created_at, t.id`;
  const result: unknown = await db.execute(sql`
    with page(id) as (select unnest(array[${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]))
    select
      ${rowsOf(orderDiscount, sql`t.order_id in ${page}`)} as discount_links,
      ${rowsOf(orderGiftCard, sql`t.order_id in ${page}`)} as card_links,
      (select coalesce(json_agg(json_build_object('order_id', t.order_id, 'total', t.total)), '[]'::json)
         from (select order_id, coalesce(sum(amount), 0)::bigint as total
                 from ${giftCardTransaction} where order_id in ${page} group by order_id) t
      ) as card_totals,
      ${rowsOf(fulfillment, sql`t.order_id in ${page}`, byCreation)} as fulfillments,
      ${rowsOf(fulfillmentItem, sql`t.fulfillment_id in ${pageFulfillments}`)} as fulfillment_items,
      ${rowsOf(trackingLink, sql`t.fulfillment_id in ${pageFulfillments}`, byCreation)} as tracking_links,
      ${rowsOf(returnTable, sql`t.order_id in ${page}`, byCreation)} as returns,
      ${rowsOf(returnItem, sql`t.return_id in ${pageReturns}`, sql`t.item_id`)} as return_items,
      ${rowsOf(orderEdit, sql`t.order_id in ${page}`, byCreation)} as edits,
      ${rowsOf(claimOrder, sql`t.order_id in ${page} and t.deleted_at is null`, byCreation)} as claims,
      ${rowsOf(swap, sql`t.order_id in ${page} and t.deleted_at is null`, byCreation)} as swaps
  `);
  // node-postgres answers `{ rows }`, PGlite's driver the same or the rows themselves.
  const rows = (Array.isArray(result) ? result : (result as { rows: RelationsRow[] }).rows) as
    | RelationsRow[]
    | undefined;
  const row = rows?.[0] as RelationsRow;
  const fulfillmentRows = rowsFromJson(fulfillment, row.fulfillments);
  const returnItems = rowsFromJson(returnItem, row.return_items);
  const [edits, claims, swaps] = await Promise.all([
    editsByOrder(db, rowsFromJson(orderEdit, row.edits)),
    claimsByOrder(db, rowsFromJson(claimOrder, row.claims)),
    swapsByOrder(db, rowsFromJson(swap, row.swaps)),
  ]);
  return {
    discountLinks: rowsFromJson(orderDiscount, row.discount_links),
    cardLinks: rowsFromJson(orderGiftCard, row.card_links),
    cardTotals: new Map(
      (row.card_totals as { order_id: string; total: number | string }[]).map((t) => [
        t.order_id,
        Number(t.total),
      ]),
    ),
    fulfillments: groupFulfillments(
      fulfillmentRows,
      rowsFromJson(fulfillmentItem, row.fulfillment_items),
      rowsFromJson(trackingLink, row.tracking_links),
      (f) => f.order_id as string,
    ),
    returns: returnsByOrder(
      rowsFromJson(returnTable, row.returns).map((r) => toReturn(r, returnItems)),
    ),
    edits,
    claims,
    swaps,
  };
}
