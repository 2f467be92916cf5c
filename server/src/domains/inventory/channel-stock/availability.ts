import { type SQL, sql } from 'drizzle-orm';
import { reusedStatement } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import { liveLocationIdsOfChannelSql } from '../../settings/index.ts';
import { inventoryLevel } from '../inventory-items/tables.ts';
import { reservationItem } from '../reservations/tables.ts';
import { productVariantInventoryItem as link } from '../variant-inventory/tables.ts';

/** The smallest (stocked - reserved) / required over a variant's items; 0 without one. */
function unitsOf(links: { required: number; stocked: number; reserved: number }[]): number {
  if (links.length === 0) return 0;
  return Math.max(
    0,
    Math.min(...links.map((l) => Math.floor((l.stocked - l.reserved) / Math.max(1, l.required)))),
  );
}

const channel = sql`${sql.placeholder('channelId')}`;
const atChannel = (table: SQL) =>
  sql`(NOT EXISTS (SELECT 1 FROM channel_location)
    OR ${table}.location_id IN (SELECT location_id FROM channel_location))`;

// Built once: adding a line checks the stock of its variant (issue 29, eighth pass).
const unitsInChannel = reusedStatement<{ links: unknown }>(
  'available_units_in_channel',
  sql`WITH channel_location AS (${liveLocationIdsOfChannelSql(channel)}),
    link AS (SELECT inventory_item_id AS item, required_quantity AS required FROM ${link}
      WHERE variant_id = ${sql.placeholder('variantId')} AND deleted_at IS NULL),
    stocked AS (SELECT inventory_item_id AS item, coalesce(sum(stocked_quantity), 0)::int AS n
      FROM ${inventoryLevel} il WHERE il.inventory_item_id IN (SELECT item FROM link)
        AND il.deleted_at IS NULL AND ${atChannel(sql`il`)}
      GROUP BY inventory_item_id),
    reserved AS (SELECT inventory_item_id AS item, coalesce(sum(quantity), 0)::int AS n
      FROM ${reservationItem} ri WHERE ri.inventory_item_id IN (SELECT item FROM link)
        AND ri.deleted_at IS NULL AND ${atChannel(sql`ri`)}
      GROUP BY inventory_item_id)
  SELECT coalesce(json_agg(json_build_object('required', l.required,
      'stocked', coalesce(s.n, 0), 'reserved', coalesce(r.n, 0))), '[]'::json) AS links
  FROM link l LEFT JOIN stocked s ON s.item = l.item LEFT JOIN reserved r ON r.item = l.item`,
);

/**
 * How many units of a variant the locations a sales channel sells from can still sell (all
 * locations when it has none linked, or without a channel: `stockLocationsOfChannel`): for
 * each inventory item it draws from, (stocked - reserved) over those locations divided by
 * the units one variant takes, the smallest of these; 0 when it draws from no item. A read
 * without locks, for the check when a line is added; completion checks again under the
 * levels' row locks (reserve.ts). ONE statement instead of four (issue 29: the channel's
 * locations, the variant's items, their levels, their reservations).
 */
export async function availableUnitsInChannel(
  db: Executor,
  variantId: string,
  channelId: string | null,
): Promise<number> {
  const [row] = await unitsInChannel(db, { variantId, channelId });
  const links = Array.isArray(row?.links)
    ? (row.links as { required: number; stocked: number; reserved: number }[])
    : [];
  return unitsOf(links);
}
