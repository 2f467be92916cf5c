/**
 * What the load sections need to know of the demo store (its EUR region, products,
 * variants, collections, words to search), and its stock topped up through the admin API so
 * that hundreds of checkouts never run a variant out (the demo has 12 to 25 of each).
 */

import { call } from './bench-http.ts';
import { ADMIN } from './bench-server.ts';

export interface DemoStore {
  regionId: string;
  products: { id: string; variants: string[] }[];
  variants: string[];
  collections: string[];
  /** Words of the product titles, for searches that find something. */
  words: string[];
}

const STOCK = 100_000;

export async function demoStore(base: string): Promise<DemoStore> {
  const { regions } = await call<{ regions: { id: string; currency_code: string }[] }>(
    base,
    'GET',
    '/store/regions',
  );
  const region = regions.find((r) => r.currency_code === 'eur');
  if (!region) throw new Error('the demo store was not seeded');
  const { products } = await call<{
    products: { id: string; title: string; variants: { id: string }[] }[];
  }>(base, 'GET', `/store/products?limit=100&region_id=${region.id}`);
  const { collections } = await call<{ collections: { id: string }[] }>(
    base,
    'GET',
    '/store/collections',
  );
  const words = new Set(
    products.flatMap((p) => p.title.toLowerCase().split(/\s+/)).filter((w) => w.length > 3),
  );
  return {
    regionId: region.id,
    products: products.map((p) => ({ id: p.id, variants: p.variants.map((v) => v.id) })),
    variants: products.flatMap((p) => p.variants.map((v) => v.id)),
    collections: collections.map((c) => c.id),
    words: [...words],
  };
}

/** Sets every variant's stock to STOCK as the bench's admin (ADMIN of the server's start). */
export async function topUpStock(base: string, store: DemoStore): Promise<void> {
  const { access_token } = await call<{ access_token: string }>(
    base,
    'POST',
    '/admin/auth/token',
    ADMIN,
  );
  const authorization = { authorization: `Bearer ${access_token}` };
  for (const product of store.products) {
    for (const variant of product.variants) {
      await call(
        base,
        'POST',
        `/admin/products/${product.id}/variants/${variant}`,
        { inventory_quantity: STOCK },
        authorization,
      );
    }
  }
}
