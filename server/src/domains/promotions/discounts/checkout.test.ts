import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { seedDiscount, seedRegions } from '../../../test/fixtures/discounts.ts';
import { seedProduct } from '../../../test/fixtures/products.ts';
import { findDiscountForCheckout, recordDiscountUsage } from './checkout.ts';
import { discountRefusal, itemDiscounts } from './evaluate.ts';

let database: Database;
let app: FastifyInstance;
let europe: { id: string };
let america: { id: string };

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  ({ europe, america } = await seedRegions(app));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('discounts at checkout', () => {
  it('loads a discount by code in the shape evaluate.ts takes', async () => {
    const product = await seedProduct(app, europe.id);
    await seedDiscount(app, 'CHECKOUT10', [europe.id], {
      rule: {
        type: 'fixed',
        value: 700,
        allocation: 'total',
        conditions: [{ operator: 'in', products: [product.id] }],
      },
    });
    const discount = await findDiscountForCheckout(database.db, ' checkout10 ');
    expect(discount).toMatchObject({
      code: 'CHECKOUT10',
      region_ids: [europe.id],
      usage_count: 0,
      rule: {
        type: 'fixed',
        value: 700,
        allocation: 'total',
        conditions: [{ type: 'products', operator: 'in', resource_ids: [product.id] }],
      },
    });
    if (!discount) throw new Error('not found');
    const context = { now: new Date(), region_id: europe.id, customer_group_ids: [] };
    expect(discountRefusal(discount, context)).toBeNull();
    expect(discountRefusal(discount, { ...context, region_id: america.id })).toBe('region');
    const item = (id: string, product_id: string, unit_price: number) => ({
      id,
      product_id,
      product_type_id: null,
      collection_id: null,
      tag_ids: [],
      unit_price,
      quantity: 1,
      discountable: true,
    });
    const amounts = itemDiscounts(discount.rule, [
      item('a', product.id, 400),
      item('b', product.id, 400),
      item('c', 'prod_other', 1000),
    ]);
    expect(Object.fromEntries(amounts)).toEqual({ a: 350, b: 350 });
    expect(await findDiscountForCheckout(database.db, 'NOPE')).toBeNull();
  });

  it('counts uses without passing the usage limit', async () => {
    const created = await seedDiscount(app, 'TWICE', [europe.id], { usage_limit: 2 });
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        withTransaction(database.db, (tx) => recordDiscountUsage(tx, created.id)),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(2);
    const discount = await findDiscountForCheckout(database.db, 'TWICE');
    expect(discount?.usage_count).toBe(2);
    expect(
      discount &&
        discountRefusal(discount, {
          now: new Date(),
          region_id: europe.id,
          customer_group_ids: [],
        }),
    ).toBe('usage_limit_reached');
    const unlimited = await seedDiscount(app, 'ALWAYS', [europe.id]);
    expect(await withTransaction(database.db, (tx) => recordDiscountUsage(tx, unlimited.id))).toBe(
      true,
    );
  });
});
