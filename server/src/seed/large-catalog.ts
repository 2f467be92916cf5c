import type { Database } from '../db/database.ts';

/*
 * A large catalogue for measuring the admin's product list (issue 10: 100 000 products):
 * 20 collections, 10 types, 50 tags and `count` products spread over them and over the four
 * statuses, each with one variant, one tag and the default sales channel, created a minute
 * apart. Written with set-based SQL (generate_series), so 100 000 products take seconds
 * even on PGlite. Ids are `prod_bulk_000001`…, so a second run is refused by the primary
 * keys instead of doubling the catalogue.
 */

const STATUSES = ['published', 'draft', 'proposed', 'rejected'];

export async function seedLargeCatalog(database: Database, count: number): Promise<void> {
  if (!Number.isInteger(count) || count < 1) throw new Error(`count must be >= 1, got ${count}`);
  await database.rawTransaction(async (sql) => {
    await sql.exec(`
      INSERT INTO product_collection (id, title, handle)
      SELECT 'pcol_bulk_' || n, 'Bulk collection ' || n, 'bulk-collection-' || n
      FROM generate_series(1, 20) AS n;
      INSERT INTO product_type (id, value)
      SELECT 'ptyp_bulk_' || n, 'Bulk type ' || n FROM generate_series(1, 10) AS n;
      INSERT INTO product_tag (id, value)
      SELECT 'ptag_bulk_' || n, 'bulk-tag-' || n FROM generate_series(1, 50) AS n;
    `);
    await sql.query(
      `INSERT INTO product (id, title, handle, status, collection_id, type_id, profile_id,
         created_at, updated_at)
       SELECT 'prod_bulk_' || lpad(n::text, 6, '0'),
         'Bulk product ' || lpad(n::text, 6, '0'),
         'bulk-product-' || n,
         ($2::text[])[1 + n % 4],
         'pcol_bulk_' || (1 + n % 20),
         'ptyp_bulk_' || (1 + n % 10),
         (SELECT id FROM shipping_profile WHERE type = 'default' LIMIT 1),
         now() - make_interval(mins => $1 - n),
         now() - make_interval(mins => $1 - n)
       FROM generate_series(1, $1::int) AS n`,
      [count, STATUSES],
    );
    await sql.query(
      `INSERT INTO product_variant (id, title, product_id, sku, inventory_quantity,
         created_at, updated_at)
       SELECT 'variant_bulk_' || lpad(n::text, 6, '0'), 'Default',
         'prod_bulk_' || lpad(n::text, 6, '0'), 'BULK-' || lpad(n::text, 6, '0'), 10,
         now() - make_interval(mins => $1 - n), now() - make_interval(mins => $1 - n)
       FROM generate_series(1, $1::int) AS n`,
      [count],
    );
    await sql.query(
      `INSERT INTO product_tags (product_id, product_tag_id)
       SELECT 'prod_bulk_' || lpad(n::text, 6, '0'), 'ptag_bulk_' || (1 + n % 50)
       FROM generate_series(1, $1::int) AS n`,
      [count],
    );
    await sql.query(
      `INSERT INTO product_sales_channel (product_id, sales_channel_id)
       SELECT 'prod_bulk_' || lpad(n::text, 6, '0'), s.default_sales_channel_id
       FROM generate_series(1, $1::int) AS n CROSS JOIN store s
       WHERE s.default_sales_channel_id IS NOT NULL`,
      [count],
    );
    await sql.exec('ANALYZE product; ANALYZE product_variant; ANALYZE product_tags;');
  });
}
