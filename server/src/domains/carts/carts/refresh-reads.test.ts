import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import {
  createProduct,
  createRegion,
  createShippingOption,
  seedCurrencies,
  signUp,
  storeRequest,
} from '../../../test/fixtures/carts.ts';
import { createGroup, createPriceList } from '../../../test/fixtures/price-lists.ts';
import { candidatePrices, productsOfItems } from '../../catalog/index.ts';
import { regionsById } from '../../settings/index.ts';
import { taxRatesFor } from '../tax-rates/repository.ts';
import { cartContents } from './contents.ts';
import { refreshReads } from './refresh-reads.ts';
import { shippingCandidates } from './shipping-eligibility.ts';
import { cart as cartTable } from './tables.ts';

/*
 * A cart's refresh reads everything in one statement (refresh-reads.ts, issue 29). Each part
 * must equal the read it replaced, on a cart that has every kind of row: two lines (one of a
 * typed, tagged product), a member's price list, tax rates on a product, a product type and
 * a shipping option, options with and without requirements, a shipping method.
 */

let database: Database;
let admin: FastifyInstance;
let store: FastifyInstance;
let regionId: string;
let otherRegionId: string;
const variantIds: string[] = [];
const optionIds: string[] = [];
let member: { customerId: string; headers: Record<string, string> };
let codes = 0;

async function taxRate(payload: Record<string, unknown>) {
  expectContract(
    'AdminCreateTaxRate',
    await admin.inject({
      method: 'POST',
      url: '/admin/tax-rates',
      payload: { code: `R${++codes}`, name: `Rate ${codes}`, ...payload },
    }),
  );
}

beforeAll(async () => {
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  store = await buildTestApp(database);
  await seedCurrencies(admin);
  regionId = (await createRegion(admin)).id;
  otherRegionId = (await createRegion(admin, { countries: ['se'] })).id;
  const typed = await createProduct(admin, {
    regionId,
    price: 1000,
    extra: { type: { value: 'Reads type' }, tags: [{ value: 'reads-a' }, { value: 'reads-b' }] },
  });
  const plain = await createProduct(admin, { regionId, price: 2500 });
  variantIds.push(typed.variantId, plain.variantId);
  member = await signUp(store, 'reads@example.com');
  const group = await createGroup(admin, [member.customerId]);
  await createPriceList(admin, {
    customer_groups: [{ id: group.id }],
    prices: [{ variant_id: typed.variantId, region_id: regionId, amount: 800 }],
  });
  await createPriceList(admin, {
    prices: [{ variant_id: plain.variantId, region_id: regionId, amount: 2400 }],
  });
  optionIds.push((await createShippingOption(admin, regionId)).id);
  optionIds.push(
    (
      await createShippingOption(admin, regionId, {
        requirements: [{ type: 'min_subtotal', amount: 1000 }],
      })
    ).id,
  );
  // Not the cart's region: never a candidate, nor its rates.
  const elsewhere = (await createShippingOption(admin, otherRegionId)).id;
  await taxRate({ rate: 10, region_id: regionId, products: [typed.product.id] });
  await taxRate({ rate: 12.5, region_id: regionId, product_types: [typed.product.type_id] });
  await taxRate({ rate: 5, region_id: regionId, shipping_options: [optionIds[1]] });
  await taxRate({ rate: 7, region_id: otherRegionId, shipping_options: [elsewhere] });
});

afterAll(async () => {
  await admin?.close();
  await store?.close();
  await database?.close();
});

async function cartWithEverything(headers?: Record<string, string>) {
  const created = expectContract(
    'StoreCreateCart',
    await storeRequest(
      store,
      'POST',
      '/store/carts',
      {
        region_id: regionId,
        items: variantIds.map((variant_id) => ({ variant_id, quantity: 2 })),
      },
      headers,
    ),
  ).cart;
  expectContract(
    'StoreCreateCartShippingMethod',
    await storeRequest(
      store,
      'POST',
      `/store/carts/${created.id}/shipping-methods`,
      { option_id: optionIds[1] },
      headers,
    ),
  );
  const [row] = await database.db.select().from(cartTable).where(eq(cartTable.id, created.id));
  if (!row) throw new Error('no cart');
  return row;
}

const byId = <T extends { id: string }>(rows: T[]) =>
  [...rows].sort((a, b) => (a.id < b.id ? -1 : 1));

describe('refreshReads', () => {
  it.each([
    ['a member', true],
    ['a guest', false],
  ])('answers what the separate reads answer, for %s', async (_name, signedIn) => {
    const row = await cartWithEverything(signedIn ? member.headers : undefined);
    const { db } = database;
    const reads = await refreshReads(db, row);

    const contents = await cartContents(db, row.id);
    expect(reads.contents).toEqual(contents);
    expect(reads.region).toEqual((await regionsById(db, [regionId]))[0]);

    // The refresh groups the prices by variant, so only each variant's order matters.
    const prices = await candidatePrices(db, variantIds, row.customer_id);
    expect(byId(reads.prices)).toEqual(byId(prices));
    for (const id of variantIds) {
      expect(reads.prices.filter((p) => p.variant_id === id)).toEqual(
        prices.filter((p) => p.variant_id === id),
      );
    }
    // The member's list is there for both, usable by the member only.
    const memberList = reads.prices.find((p) => p.amount === 800);
    expect(memberList?.list?.for_customer).toBe(signedIn);

    const products = await productsOfItems(
      db,
      contents.items.map((item) => item.product_id),
    );
    // A map by id: neither the products' order nor their tags' is read.
    const sortedTags = (map: typeof products) =>
      [...map]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([id, p]) => [id, { ...p, tag_ids: [...p.tag_ids].sort() }]);
    expect(sortedTags(reads.products)).toEqual(sortedTags(products));
    expect([...reads.products.values()].flatMap((p) => p.tag_ids)).toHaveLength(2);

    const profiles = new Set([...products.values()].flatMap((p) => p.profile_id ?? []));
    const candidates = await shippingCandidates(db, { region_id: regionId, profile_ids: profiles });
    expect(reads.candidates).toEqual(candidates);
    expect(candidates.options.map((o) => o.id).sort()).toEqual([...optionIds].sort());
    expect(candidates.requirements).toHaveLength(1);

    const overrides = await taxRatesFor(db, {
      regionId,
      productIds: [...products.keys()],
      productTypeIds: [...products.values()].flatMap((p) => p.type_id ?? []),
      shippingOptionIds: [
        ...contents.methods.map((m) => m.shipping_option_id),
        ...candidates.options.map((o) => o.id),
      ],
    });
    expect(reads.overrides).toEqual(overrides);
    expect(overrides.products.size).toBe(1);
    expect(overrides.productTypes.size).toBe(1);
    expect([...overrides.shippingOptions.keys()]).toEqual([optionIds[1]]);
  });

  it('answers empty parts for a cart without lines', async () => {
    const created = expectContract(
      'StoreCreateCart',
      await storeRequest(store, 'POST', '/store/carts', { region_id: regionId }),
    ).cart;
    const [row] = await database.db.select().from(cartTable).where(eq(cartTable.id, created.id));
    if (!row) throw new Error('no cart');
    const reads = await refreshReads(database.db, row);
    expect(reads.region?.id).toBe(regionId);
    expect(reads.contents.items).toEqual([]);
    expect(reads.prices).toEqual([]);
    expect(reads.products.size).toBe(0);
    expect(reads.candidates).toEqual({ options: [], requirements: [] });
    expect(reads.overrides.products.size + reads.overrides.shippingOptions.size).toBe(0);
  });
});
