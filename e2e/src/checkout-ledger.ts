/**
 * What the database holds about a set of carts after checkout, read straight from the
 * tables (not through the API): orders, payments, line items with their reservations, and
 * the stock of the variants. The crash test compares it with what the shoppers bought.
 * Plain SQL over the server's tables (migrations/*.sql), read in one transaction.
 */
import type { Database, RawSql } from '../../server/src/db/database.ts';

export interface CartLedger {
  completed: boolean;
  orderIds: string[];
  payments: { order_id: string | null; amount: number }[];
  authorizedSessions: number;
  /** Per line: its order, quantity and the units reserved for it. */
  lines: {
    variant_id: string | null;
    order_id: string | null;
    quantity: number;
    reserved: number;
  }[];
}

export interface VariantStock {
  inventory_quantity: number;
  stocked: number;
  reserved: number;
}

async function ledgerOf(sql: RawSql, cartId: string): Promise<CartLedger> {
  const [cart] = await sql.query<{ completed: boolean }>(
    'SELECT completed_at IS NOT NULL AS completed FROM cart WHERE id = $1',
    [cartId],
  );
  const orders = await sql.query<{ id: string }>(
    'SELECT id FROM "order" WHERE cart_id = $1 ORDER BY id',
    [cartId],
  );
  const payments = await sql.query<{ order_id: string | null; amount: string }>(
    'SELECT order_id, amount FROM payment WHERE cart_id = $1 ORDER BY id',
    [cartId],
  );
  const [sessions] = await sql.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM payment_session WHERE cart_id = $1 AND status = 'authorized'",
    [cartId],
  );
  const lines = await sql.query<CartLedger['lines'][number]>(
    `SELECT l.variant_id, l.order_id, l.quantity,
            coalesce((SELECT sum(r.quantity) FROM reservation_item r
                      WHERE r.line_item_id = l.id AND r.deleted_at IS NULL), 0)::int AS reserved
       FROM line_item l WHERE l.cart_id = $1 ORDER BY l.created_at, l.id`,
    [cartId],
  );
  return {
    completed: Boolean(cart?.completed),
    orderIds: orders.map((o) => o.id),
    // bigint columns arrive as strings from node-postgres.
    payments: payments.map((p) => ({ order_id: p.order_id, amount: Number(p.amount) })),
    authorizedSessions: sessions?.n ?? 0,
    lines,
  };
}

export async function cartLedgers(
  database: Database,
  cartIds: string[],
): Promise<Map<string, CartLedger>> {
  return database.rawTransaction(async (sql) => {
    const ledgers = new Map<string, CartLedger>();
    for (const id of cartIds) ledgers.set(id, await ledgerOf(sql, id));
    return ledgers;
  });
}

/** A variant's stock over all its inventory items and locations. */
export async function variantStock(database: Database, variantId: string): Promise<VariantStock> {
  return database.rawTransaction(async (sql) => {
    const [row] = await sql.query<VariantStock>(
      `SELECT v.inventory_quantity,
              coalesce((SELECT sum(l.stocked_quantity) FROM inventory_level l
                         WHERE l.deleted_at IS NULL AND l.inventory_item_id IN (
                           SELECT inventory_item_id FROM product_variant_inventory_item
                            WHERE variant_id = v.id AND deleted_at IS NULL)), 0)::int AS stocked,
              coalesce((SELECT sum(r.quantity) FROM reservation_item r
                         WHERE r.deleted_at IS NULL AND r.inventory_item_id IN (
                           SELECT inventory_item_id FROM product_variant_inventory_item
                            WHERE variant_id = v.id AND deleted_at IS NULL)), 0)::int AS reserved
         FROM product_variant v WHERE v.id = $1`,
      [variantId],
    );
    if (!row) throw new Error(`variant ${variantId} is not in the database`);
    return row;
  });
}
