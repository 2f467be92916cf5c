import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../db/database.ts';
import { MIGRATIONS_DIR, migrate, migrationFiles } from '../../../db/migrate.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';

/*
 * A store started before migration 0008 typed stock straight into its variants. After the
 * migration each managed variant draws from an item of its own that holds the same
 * quantity at the default location, so upgrading loses no stock.
 */

let database: Database;
let before: string;

beforeAll(async () => {
  before = mkdtempSync(join(tmpdir(), 'commerce-migrations-'));
  for (const name of migrationFiles().filter((file) => file < '0008')) {
    copyFileSync(join(MIGRATIONS_DIR, name), join(before, name));
  }
  database = await openDatabase();
  await migrate(database, before);
  await database.rawTransaction(async (sql) => {
    await sql.exec(`
      INSERT INTO product (id, title, handle) VALUES ('prod_OLD', 'Old shirt', 'old-shirt');
      INSERT INTO product_variant (id, title, product_id, sku, inventory_quantity, manage_inventory)
      VALUES ('variant_KEPT', 'Kept', 'prod_OLD', 'OLD-1', 12, true),
             ('variant_FREE', 'Free', 'prod_OLD', 'OLD-2', 3, false);
    `);
  });
  await migrate(database);
});

afterAll(async () => {
  await database?.close();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0008 on existing stock', () => {
  it('moves each managed variant into an item at a new default location', async () => {
    const app = await buildTestApp(database, { authenticate: authenticateAsStaff });
    try {
      const store = (await app.inject({ method: 'GET', url: '/admin/store' })).json().store;
      expect(store.default_location_id).toMatch(/^sloc_[0-9A-Z]{26}$/);
      const kept = expectContract(
        'AdminGetVariantInventory',
        await app.inject({ method: 'GET', url: '/admin/variants/variant_KEPT/inventory' }),
      ).variant;
      expect(kept.inventory).toEqual([
        expect.objectContaining({
          sku: 'OLD-1',
          location_levels: [
            expect.objectContaining({
              location_id: store.default_location_id,
              stocked_quantity: 12,
            }),
          ],
        }),
      ]);
      const free = expectContract(
        'AdminGetVariantInventory',
        await app.inject({ method: 'GET', url: '/admin/variants/variant_FREE/inventory' }),
      ).variant;
      expect(free.inventory).toEqual([]);
      const variant = (
        await app.inject({ method: 'GET', url: '/admin/variants/variant_FREE' })
      ).json().variant;
      expect(variant.inventory_quantity).toBe(3);
    } finally {
      await app.close();
    }
  });
});
