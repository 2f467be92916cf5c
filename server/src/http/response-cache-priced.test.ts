import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffAndShopperApps, staffAndShopperApps } from '../test/app.ts';
import { expectContract } from '../test/contract.ts';
import {
  createRegion,
  createSalesChannel,
  publishableKey,
  seedCurrencies,
  signUp,
  storeRequest,
} from '../test/fixtures/carts.ts';
import { createGroup, createPriceList, pricedProduct } from '../test/fixtures/price-lists.ts';

/*
 * Reads priced for a cart (`cart_id`) or a signed-in customer are kept per pricing context:
 * the cart's region and its (or the signed-in) customer's groups, with the publishable key. The product has a default price of 1000
 * in a 25 % eur region, 1200 in usd, and 650 for the members of one group in the eur region.
 */

let apps: StaffAndShopperApps;
let admin: FastifyInstance;
let shop: FastifyInstance;
let eur: string;
let usd: string;
let productId: string;
let variantId: string;
let member: Awaited<ReturnType<typeof signUp>>;
let otherMember: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  apps = await staffAndShopperApps();
  ({ admin, shop } = apps);
  await seedCurrencies(admin);
  eur = (await createRegion(admin)).id;
  usd = (await createRegion(admin, { currency_code: 'usd', tax_rate: 0 })).id;
  ({ productId, variantId } = await pricedProduct(admin, eur));
  member = await signUp(shop, `priced-a-${Date.now()}@example.com`);
  otherMember = await signUp(shop, `priced-b-${Date.now()}@example.com`);
  const group = await createGroup(admin, [member.customerId, otherMember.customerId]);
  await createPriceList(admin, {
    customer_groups: [{ id: group.id }],
    prices: [{ variant_id: variantId, region_id: eur, amount: 650 }],
  });
});

afterAll(() => apps?.close());

async function newCart(regionId: string, headers?: Record<string, string>): Promise<string> {
  const response = await storeRequest(
    shop,
    'POST',
    '/store/carts',
    { region_id: regionId },
    headers,
  );
  return expectContract('StoreCreateCart', response).cart.id as string;
}

const read = (url: string, headers: Record<string, string> = {}) =>
  shop.inject({ method: 'GET', url, headers });

/** The product read for a cart, its cache header and its variant's calculated price. */
async function productFor(cartId: string, headers: Record<string, string> = {}) {
  const response = await read(`/store/products/${productId}?cart_id=${cartId}`, headers);
  const product = expectContract('StoreGetProduct', response).product;
  return {
    cache: response.headers['x-cache'],
    body: response.body,
    price: product.variants[0]?.calculated_price,
  };
}

describe('cart-priced reads in the catalogue cache', () => {
  it('answers a cart of the same region and groups from the first cart’s answer', async () => {
    const first = await productFor(await newCart(eur));
    const second = await productFor(await newCart(eur));
    expect(first).toMatchObject({ cache: 'miss', price: 1000 });
    expect(second).toMatchObject({ cache: 'hit', price: 1000 });
    expect(second.body).toBe(first.body);
  });

  it('keeps apart the answers of other regions and of other customer groups', async () => {
    await productFor(await newCart(eur));
    const memberCart = await productFor(await newCart(eur, member.headers));
    expect(memberCart).toMatchObject({ cache: 'miss', price: 650 });
    // Another member of the same group shares the member's answer, not the guest's.
    const sameGroup = await productFor(await newCart(eur, otherMember.headers));
    expect(sameGroup).toMatchObject({ cache: 'hit', price: 650 });
    expect(sameGroup.body).toBe(memberCart.body);
    expect(await productFor(await newCart(usd))).toMatchObject({ cache: 'miss', price: 1200 });
  });

  it('follows a cart that moves to another region, with no write to the catalogue', async () => {
    const cartId = await newCart(eur);
    expect((await productFor(cartId)).price).toBe(1000);
    const moved = await storeRequest(shop, 'POST', `/store/carts/${cartId}`, { region_id: usd });
    expectContract('StoreUpdateCart', moved);
    expect((await productFor(cartId)).price).toBe(1200);
  });

  it('follows a customer who joins a group', async () => {
    const joiner = await signUp(shop, `priced-c-${Date.now()}@example.com`);
    const cartId = await newCart(eur, joiner.headers);
    expect((await productFor(cartId)).price).toBe(1000);
    expect((await productFor(cartId)).cache).toBe('hit');
    const group = await createGroup(admin, [joiner.customerId]);
    await createPriceList(admin, {
      customer_groups: [{ id: group.id }],
      prices: [{ variant_id: variantId, region_id: eur, amount: 700 }],
    });
    expect(await productFor(cartId)).toMatchObject({ cache: 'miss', price: 700 });
  });

  it('never answers an unknown cart from the cache', async () => {
    await productFor(await newCart(eur));
    for (const cartId of ['cart_unknown', 'cart_unknown', 'cart%00x', `${'x'.repeat(101)}`]) {
      const response = await read(`/store/products/${productId}?cart_id=${cartId}`);
      // Too long or with a control character: the validation's 400, never a lookup's 500.
      const invalid = cartId.length > 100 || cartId.includes('%00');
      expect(response.statusCode, response.body).toBe(invalid ? 400 : 404);
      expect(response.headers['x-cache']).toBeUndefined();
    }
  });

  it('refuses a read with two carts', async () => {
    const cartId = await newCart(eur);
    await productFor(cartId);
    const twice = await read(`/store/products/${productId}?cart_id=${cartId}&cart_id=${cartId}`);
    expect(twice.headers['x-cache']).toBeUndefined();
  });

  it('prices a guest cart read by a signed-in member for the member, kept apart', async () => {
    const guestCart = await newCart(eur);
    // The handler prices for the signed-in customer when the cart has none.
    const signedIn = await productFor(guestCart, member.headers);
    expect(signedIn.price).toBe(650);
    expect((await productFor(guestCart, member.headers)).cache).toBe('hit');
    const anonymous = await productFor(guestCart);
    expect(anonymous.price).toBe(1000);
    expect(anonymous.body).not.toBe(signedIn.body);
  });
  it('keeps a key’s channels: a cart made in another channel does not widen them', async () => {
    const [web, pos] = [await createSalesChannel(admin), await createSalesChannel(admin)];
    const webKey = await publishableKey(admin, [web]);
    const posKey = await publishableKey(admin, [pos]);
    const { productId: webOnly } = await pricedProduct(admin, eur);
    const moved = await admin.inject({
      method: 'POST',
      url: `/admin/products/${webOnly}`,
      payload: { handle: 'web-only-priced', sales_channels: [{ id: web }] },
    });
    expectContract('AdminUpdateProduct', moved);
    const webCart = await newCart(eur, webKey);
    const posCart = await newCart(eur, posKey);
    const list = (cartId: string, key: Record<string, string>) =>
      read(`/store/products?q=web-only-priced&cart_id=${cartId}`, key);
    const handles = (response: Awaited<ReturnType<typeof read>>) =>
      expectContract('StoreListProducts', response).products.map(
        (p: { handle: string }) => p.handle,
      );
    for (let round = 0; round < 2; round++) {
      // The web cart read with the pos key sees the pos key's channel, cached or not.
      expect(handles(await list(webCart, posKey))).toEqual([]);
      expect(handles(await list(posCart, webKey))).toEqual(['web-only-priced']);
      expect(handles(await list(posCart, posKey))).toEqual([]);
      const item = await read(`/store/products/${webOnly}?cart_id=${webCart}`, posKey);
      expect(item.statusCode).toBe(404);
    }
    expect((await list(webCart, posKey)).headers['x-cache']).toBe('hit');
  });

  it('keeps a signed-in customer’s reads under their groups, apart from the anonymous', async () => {
    const url = `/store/products/${productId}?region_id=${eur}`;
    const price = (response: Awaited<ReturnType<typeof read>>) =>
      expectContract('StoreGetProduct', response).product.variants[0]?.calculated_price;
    const anonymous = await read(url);
    expect(price(anonymous)).toBe(1000);
    const first = await read(url, member.headers);
    expect(first.headers['x-cache']).toBe('miss');
    expect(price(first)).toBe(650);
    // Another member of the same group gets the member's answer from the cache.
    const sameGroup = await read(url, otherMember.headers);
    expect(sameGroup.headers['x-cache']).toBe('hit');
    expect(sameGroup.body).toBe(first.body);
    // A customer in no group, and the anonymous again, never see it.
    const outsider = await signUp(shop, `priced-d-${Date.now()}@example.com`);
    const theirs = await read(url, outsider.headers);
    expect(price(theirs)).toBe(1000);
    expect(theirs.body).not.toBe(first.body);
    const again = await read(url);
    expect(again.headers['x-cache']).toBe('hit');
    expect(price(again)).toBe(1000);
  });

  it('answers credentials of no live session as the anonymous read', async () => {
    const url = `/store/products?region_id=${eur}&limit=5`;
    const anonymous = await read(url);
    const credentials: Record<string, string>[] = [
      { cookie: 'connect.sid=x; theme=dark' },
      { authorization: 'Bearer x' },
      { cookie: 'consent=yes' },
    ];
    for (const headers of credentials) {
      const response = await read(url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache']).toBe('hit');
      expect(response.body).toBe(anonymous.body);
    }
    // A member who signs out is anonymous again at the next read.
    const leaver = await signUp(shop, `priced-e-${Date.now()}@example.com`);
    const group = await createGroup(admin, [leaver.customerId]);
    await createPriceList(admin, {
      customer_groups: [{ id: group.id }],
      prices: [{ variant_id: variantId, region_id: eur, amount: 600 }],
    });
    const productUrl = `/store/products/${productId}?region_id=${eur}`;
    const signedIn = expectContract('StoreGetProduct', await read(productUrl, leaver.headers));
    expect(signedIn.product.variants[0]?.calculated_price).toBe(600);
    const out = await storeRequest(shop, 'DELETE', '/store/auth', undefined, leaver.headers);
    expect(out.statusCode).toBeLessThan(300);
    const after = expectContract('StoreGetProduct', await read(productUrl, leaver.headers));
    expect(after.product.variants[0]?.calculated_price).toBe(1000);
  });

  it('keeps variant reads per pricing context too', async () => {
    const url = (cartId: string) => `/store/variants/${variantId}?cart_id=${cartId}`;
    const first = await read(url(await newCart(eur, member.headers)));
    const second = await read(url(await newCart(eur, otherMember.headers)));
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(expectContract('StoreGetVariant', second).variant.calculated_price).toBe(650);
    expect(second.body).toBe(first.body);
  });
});
