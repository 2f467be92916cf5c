/**
 * Issue 25: Medusa v1's answers to the reads both apps make, checked against the contract.
 * Each operation is sent through the generated client's runtime with the contract's path
 * template (as the generated calls send it), and its answer must fit the operation's 200
 * response schema (drift.ts): at least 30 operations, store and admin, with no difference.
 * What a default v1 install lacks (inventory, stock locations, reservations: modules not
 * installed; product categories: a flag it ships off) is not asked for here; the admin
 * hides those (admin/README.md).
 */

import { operationIds } from '@commerce/client';
import {
  adminCreateCollection,
  adminCreateCustomerGroup,
  adminCreateDiscount,
  adminCreateDraftOrder,
  adminCreateGiftCard,
  adminCreateNote,
  adminCreatePriceList,
  adminCreateReturnReason,
  adminCreateTaxRate,
} from '@commerce/client/admin/operations';
import type { Client } from '@commerce/client/runtime';
import { storeCreateAuthToken } from '@commerce/client/store/operations';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, driftSeen, guestCheckout, medusaClient, signedInAdmin } from './steps.ts';

type Route = keyof typeof operationIds;

interface Read {
  route: Route;
  pathParams?: Record<string, string>;
  query?: Record<string, unknown>;
}

/** Sends one read and checks its answer against the contract (drift.ts). */
async function read(client: Client, { route, pathParams, query }: Read): Promise<unknown> {
  const [method, path] = route.split(' ') as ['GET', string];
  return answer(
    operationIds[route],
    client.request({
      method: method.toLowerCase() as 'get',
      path,
      ...(pathParams ? { pathParams } : {}),
      ...(query ? { query } : {}),
    }),
  );
}

/** The id of the first record of a list answer under `key`. */
function firstId(list: unknown, key: string): string {
  const records = (list as Record<string, { id: string }[] | undefined>)[key];
  const id = records?.[0]?.id;
  if (!id) throw new Error(`the ${key} list was empty`);
  return id;
}

describe("Medusa v1's answers to the apps' reads", () => {
  const validated = new Set<string>();
  let store: Client;
  let admin: Client;
  let orderId: string;

  beforeAll(async () => {
    store = medusaClient();
    const { completion } = await guestCheckout(store, 'reads@compat.test', 1);
    if (completion.type !== 'order') throw new Error(`completion answered ${completion.type}`);
    orderId = completion.data.id;
    admin = await signedInAdmin();
  });

  async function check(client: Client, reads: Read[]): Promise<unknown[]> {
    const answers: unknown[] = [];
    for (const one of reads) {
      answers.push(await read(client, one));
      validated.add(operationIds[one.route]);
    }
    return answers;
  }

  it("fit the contract on the storefront's side", async () => {
    const before = driftSeen.length;
    const [regions, products] = await check(store, [
      { route: 'GET /store/regions' },
      { route: 'GET /store/products', query: { limit: 20 } },
      { route: 'GET /store/collections' },
      { route: 'GET /store/product-types' },
      { route: 'GET /store/product-tags' },
      { route: 'GET /store/return-reasons' },
      { route: 'GET /store/orders/{id}', pathParams: { id: orderId } },
    ]);
    const regionId = firstId(regions, 'regions');
    const productId = firstId(products, 'products');
    await check(store, [
      { route: 'GET /store/regions/{id}', pathParams: { id: regionId } },
      {
        route: 'GET /store/products/{id}',
        pathParams: { id: productId },
        query: { region_id: regionId },
      },
      { route: 'GET /store/shipping-options', query: { region_id: regionId } },
    ]);

    // A shopper's own reads, signed in with a token (the flow across origins).
    const email = 'reader@compat.test';
    const password = 'compat-reader-1';
    await answer(
      'StoreCreateCustomer',
      store.request({
        method: 'post',
        path: '/store/customers',
        body: { email, password, first_name: 'Rosalind', last_name: 'Franklin' },
      }),
    );
    await answer('StoreCreateAuthToken', storeCreateAuthToken(store, { email, password }));
    await check(store, [
      { route: 'GET /store/customers/me' },
      { route: 'GET /store/customers/me/orders' },
    ]);
    expect(driftSeen.slice(before)).toEqual([]);
  });

  it("fit the contract on the admin's side", async () => {
    const before = driftSeen.length;
    // One record of each kind the seed lacks, so that the lists below have items to check.
    const [{ regions: seeded }, { products: seededProducts }] = (await check(admin, [
      { route: 'GET /admin/regions' },
      { route: 'GET /admin/products', query: { limit: 20 } },
    ])) as [{ regions: { id: string }[] }, { products: { variants?: { id: string }[] }[] }];
    const regionOfStore = seeded[0]?.id ?? '';
    const variantId = seededProducts[0]?.variants?.[0]?.id ?? '';
    await answer('AdminCreateCollection', adminCreateCollection(admin, { title: 'Compat basics' }));
    // Whether the admin's walk (admin-browser.test.ts) ran first or not, these lists have one.
    await answer(
      'AdminCreateDraftOrder',
      adminCreateDraftOrder(admin, {
        email: 'reads-draft@compat.test',
        region_id: regionOfStore,
        items: [{ variant_id: variantId, quantity: 1 }],
        shipping_methods: [],
      }),
    );
    await answer(
      'AdminCreateReturnReason',
      adminCreateReturnReason(admin, { value: 'reads_too_big', label: 'Too big' }),
    );
    await answer(
      'AdminCreateTaxRate',
      adminCreateTaxRate(admin, {
        code: 'READS5',
        name: 'Reads rate',
        rate: 5,
        region_id: regionOfStore,
      }),
    );
    await answer(
      'AdminCreateCustomerGroup',
      adminCreateCustomerGroup(admin, { name: 'Compat VIP' }),
    );
    await answer(
      'AdminCreateDiscount',
      adminCreateDiscount(admin, {
        code: 'COMPAT10',
        regions: [regionOfStore],
        rule: { type: 'percentage', value: 10, allocation: 'total' },
      }),
    );
    await answer(
      'AdminCreateGiftCard',
      adminCreateGiftCard(admin, { region_id: regionOfStore, value: 2500 }),
    );
    await answer(
      'AdminCreatePriceList',
      adminCreatePriceList(admin, {
        name: 'Compat sale',
        description: 'Ten percent off the T-shirt',
        type: 'sale',
        prices: [{ variant_id: variantId, currency_code: 'eur', amount: 1755 }],
      }),
    );
    await answer(
      'AdminCreateNote',
      adminCreateNote(admin, { resource_id: orderId, resource_type: 'order', value: 'Checked' }),
    );

    const [
      ,
      regions,
      products,
      customers,
      users,
      ,
      ,
      groups,
      collections,
      ,
      ,
      discounts,
      giftCards,
      priceLists,
      ,
      ,
      ,
      notes,
    ] = await check(admin, [
      { route: 'GET /admin/store' },
      { route: 'GET /admin/regions' },
      { route: 'GET /admin/products', query: { limit: 20 } },
      { route: 'GET /admin/customers' },
      { route: 'GET /admin/users' },
      { route: 'GET /admin/orders', query: { limit: 20 } },
      { route: 'GET /admin/variants' },
      { route: 'GET /admin/customer-groups' },
      { route: 'GET /admin/collections' },
      { route: 'GET /admin/product-types' },
      { route: 'GET /admin/product-tags' },
      { route: 'GET /admin/discounts' },
      { route: 'GET /admin/gift-cards' },
      { route: 'GET /admin/price-lists' },
      { route: 'GET /admin/tax-rates' },
      { route: 'GET /admin/shipping-options' },
      { route: 'GET /admin/currencies' },
      { route: 'GET /admin/notes' },
      { route: 'GET /admin/notifications' },
      { route: 'GET /admin/returns' },
      { route: 'GET /admin/swaps' },
      { route: 'GET /admin/draft-orders' },
      { route: 'GET /admin/invites' },
      { route: 'GET /admin/store/payment-providers' },
      { route: 'GET /admin/store/tax-providers' },
    ]);
    const regionId = firstId(regions, 'regions');
    await check(admin, [
      { route: 'GET /admin/regions/{id}', pathParams: { id: regionId } },
      { route: 'GET /admin/regions/{id}/fulfillment-options', pathParams: { id: regionId } },
      { route: 'GET /admin/products/{id}', pathParams: { id: firstId(products, 'products') } },
      { route: 'GET /admin/customers/{id}', pathParams: { id: firstId(customers, 'customers') } },
      { route: 'GET /admin/users/{id}', pathParams: { id: firstId(users, 'users') } },
      { route: 'GET /admin/orders/{id}', pathParams: { id: orderId } },
      // The records made above: each list has its item, read back alone.
      {
        route: 'GET /admin/customer-groups/{id}',
        pathParams: { id: firstId(groups, 'customer_groups') },
      },
      {
        route: 'GET /admin/collections/{id}',
        pathParams: { id: firstId(collections, 'collections') },
      },
      { route: 'GET /admin/discounts/{id}', pathParams: { id: firstId(discounts, 'discounts') } },
      { route: 'GET /admin/gift-cards/{id}', pathParams: { id: firstId(giftCards, 'gift_cards') } },
      {
        route: 'GET /admin/price-lists/{id}',
        pathParams: { id: firstId(priceLists, 'price_lists') },
      },
      { route: 'GET /admin/notes/{id}', pathParams: { id: firstId(notes, 'notes') } },
    ]);
    expect(driftSeen.slice(before)).toEqual([]);
  });

  it('cover at least 30 operations', () => {
    expect(validated.size).toBeGreaterThanOrEqual(30);
  });
});
