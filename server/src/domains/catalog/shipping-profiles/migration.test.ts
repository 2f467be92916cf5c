import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../db/database.ts';
import { MIGRATIONS_DIR, migrate, migrationFiles } from '../../../db/migrate.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';

/*
 * Products created before migration 0010 had no shipping profile. After it, each belongs
 * to the seeded default profile, and gift cards to the gift card profile.
 */

let database: Database;
let before: string;

beforeAll(async () => {
  before = mkdtempSync(join(tmpdir(), 'commerce-migrations-'));
  for (const name of migrationFiles().filter((file) => file < '0010')) {
    copyFileSync(join(MIGRATIONS_DIR, name), join(before, name));
  }
  database = await openDatabase();
  await migrate(database, before);
  await database.rawTransaction(async (sql) => {
    await sql.exec(`
      INSERT INTO product (id, title, handle) VALUES ('prod_OLD', 'Old shirt', 'old-shirt');
      INSERT INTO product (id, title, handle, is_giftcard)
      VALUES ('prod_CARD', 'Old card', 'old-card', true);
    `);
  });
  await migrate(database);
});

afterAll(async () => {
  await database?.close();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0010 on existing products', () => {
  it('puts each product in the default profile, gift cards in the gift card profile', async () => {
    const app = await buildTestApp(database, { authenticate: authenticateAsStaff });
    try {
      const profiles = expectContract(
        'AdminListShippingProfiles',
        await app.inject({
          method: 'GET',
          url: '/admin/shipping-profiles?order=name&expand=products',
        }),
      ).shipping_profiles;
      expect(
        profiles.map((p: { type: string; products: { id: string }[] }) => [
          p.type,
          p.products.map((product) => product.id),
        ]),
      ).toEqual([
        ['default', ['prod_OLD']],
        ['gift_card', ['prod_CARD']],
      ]);
    } finally {
      await app.close();
    }
  });
});
