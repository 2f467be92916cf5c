import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import {
  ADDRESS,
  createProduct,
  createRegion,
  createShippingOption,
  prepareCart,
  seedCurrencies,
  storeRequest,
} from '../../../test/fixtures/carts.ts';
import { seedDiscount } from '../../../test/fixtures/discounts.ts';
import { createGroup, createPriceList } from '../../../test/fixtures/price-lists.ts';
import { statementsDuring } from '../../../test/statement-log.ts';
import { loadVariantsOfIds } from '../../catalog/index.ts';
import { addressesById } from '../../people/index.ts';
import { regionsById, withRelations } from '../../settings/index.ts';
import { readCartAnswer } from './answer-read.ts';
import { cartContents } from './contents.ts';
import { adjustmentsOf, itemTaxLinesOf, methodTaxLinesOf } from './lines-repository.ts';
import { findCart } from './repository.ts';

/*
 * The cart answer's one statement (answer-read.ts) against the reads it replaced, on one
 * cart with every part it reads: two addresses, a region with countries and providers,
 * variants with option values, a region price, a currency price and price lists' prices
 * (one for a customer group, one with a window), a discount's adjustments, item and
 * shipping method tax lines. Each part must equal the old read's, Dates, numbers, key order
 * and row order included.
 */

let database: Database;
let admin: FastifyInstance;
let store: FastifyInstance;
let cartId: string;

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  store = await buildTestApp(database);
  await seedCurrencies(admin);
  const region = await createRegion(admin, { countries: ['dk', 'se'], tax_rate: 25 });
  const option = await createShippingOption(admin, region.id);
  const first = await createProduct(admin, {
    regionId: region.id,
    extra: {
      options: [{ title: 'Size' }, { title: 'Colour' }],
      variants: [
        {
          title: 'M red',
          sku: `SKU-${Date.now()}`,
          inventory_quantity: 10,
          prices: [
            { region_id: region.id, amount: 1000 },
            { currency_code: 'usd', amount: 1300 },
          ],
          options: [{ value: 'M' }, { value: 'Red' }],
        },
      ],
    },
  });
  const second = await createProduct(admin, { regionId: region.id, price: 2500 });
  const group = await createGroup(admin);
  const hour = 3_600_000;
  await createPriceList(admin, {
    customer_groups: [{ id: group.id }],
    prices: [{ variant_id: first.variantId, region_id: region.id, amount: 700 }],
  });
  await createPriceList(admin, {
    type: 'override',
    starts_at: new Date(Date.now() - hour).toISOString(),
    ends_at: new Date(Date.now() + hour).toISOString(),
    prices: [{ variant_id: second.variantId, region_id: region.id, amount: 2000 }],
  });
  await seedDiscount(admin, 'ANSWER10', [region.id]);
  const cart = await prepareCart(store, {
    regionId: region.id,
    optionId: option.id,
    items: [
      { variant_id: first.variantId, quantity: 2 },
      { variant_id: second.variantId, quantity: 1 },
    ],
  });
  cartId = cart.id;
  const changed = await storeRequest(store, 'POST', `/store/carts/${cartId}`, {
    billing_address: { ...ADDRESS, first_name: 'Charles', company: 'Engines' },
    discounts: [{ code: 'ANSWER10' }],
  });
  expect(changed.statusCode, changed.body).toBe(200);
});

afterAll(async () => {
  await admin?.close();
  await store?.close();
  await database?.close();
});

describe('the cart answer in one statement', () => {
  it('reads what the separate reads did, in one statement', async () => {
    const db = database.db;
    const row = await findCart(db, cartId);
    if (!row) throw new Error('no cart');
    const contents = await cartContents(db, cartId);
    const [region] = await regionsById(db, [row.region_id]);
    const addressIds = [row.billing_address_id, row.shipping_address_id] as string[];
    const itemIds = contents.items.map((item) => item.id);
    const methodIds = contents.methods.map((method) => method.id);
    const variantIds = [...contents.items.map((item) => item.variant_id as string), 'variant_none'];
    // The cart has every part, so a part read wrong cannot pass as two empty lists.
    expect(addressIds.every(Boolean)).toBe(true);
    expect(contents.adjustments.length).toBeGreaterThan(0);
    expect(contents.itemTaxLines.length).toBe(2);
    expect(contents.methodTaxLines.length).toBe(1);

    let answer: Awaited<ReturnType<typeof readCartAnswer>> | undefined;
    const statements = await statementsDuring(db, async () => {
      answer = await readCartAnswer(db, {
        addressIds,
        region,
        variantIds,
        adjustmentItemIds: itemIds,
        taxItemIds: itemIds,
        taxMethodIds: methodIds,
      });
    });
    expect(statements).toHaveLength(1);

    const [addresses, regions, variants, adjustments, itemTaxLines, methodTaxLines] =
      await Promise.all([
        addressesById(db, addressIds),
        withRelations(db, region ? [region] : []),
        loadVariantsOfIds(db, variantIds),
        adjustmentsOf(db, itemIds),
        itemTaxLinesOf(db, itemIds),
        methodTaxLinesOf(db, methodIds),
      ]);
    const byId = <T extends { id: string }>(rows: T[]) =>
      [...rows].sort((a, b) => a.id.localeCompare(b.id));
    const old = {
      addresses: byId(addresses),
      region: regions[0],
      variants: byId(variants),
      adjustments,
      itemTaxLines,
      methodTaxLines,
    };
    // Addresses and variants are found by id by their users; their order is not the query's.
    const fresh = {
      ...answer,
      addresses: byId(answer?.addresses ?? []),
      variants: byId(answer?.variants ?? []),
    };
    expect(fresh).toStrictEqual(old);
    expect(JSON.stringify(fresh)).toBe(JSON.stringify(old));
    // What the comparison covered.
    expect(old.variants.flatMap((v) => v.prices).length).toBe(5);
    expect(old.variants[0]?.options.length).toBeGreaterThan(0);
    expect(old.region?.countries.length).toBe(2);
  });

  it('answers a read of a cart with its own rows and the answer one statement each', async () => {
    let body = '';
    const statements = await statementsDuring(database.db, async () => {
      body = (await storeRequest(store, 'GET', `/store/carts/${cartId}`)).body;
    });
    expect(JSON.parse(body).cart.id).toBe(cartId);
    // The shop's cart read, the region, the cart's rows (contents.ts), the answer, the
    // shipping options and their requirements, and the discount's five (22 before).
    expect(statements).toHaveLength(11);
  });

  it('reads nothing for the parts the caller holds', async () => {
    const db = database.db;
    const row = await findCart(db, cartId);
    if (!row) throw new Error('no cart');
    const answer = await readCartAnswer(db, {
      addressIds: [],
      region: undefined,
      variantIds: [],
      adjustmentItemIds: [],
      taxItemIds: [],
      taxMethodIds: [],
    });
    expect(answer).toStrictEqual({
      addresses: [],
      region: undefined,
      variants: [],
      adjustments: [],
      itemTaxLines: [],
      methodTaxLines: [],
    });
  });
});
