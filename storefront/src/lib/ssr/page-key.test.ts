import { describe, expect, it } from 'vitest';
import { createAppRouter, type RouterContext } from '../router.tsx';
import type { KeyRegion } from './browser-region.ts';
import { pageCacheKey } from './page-key.ts';

const router = createAppRouter({} as RouterContext);
const regions: KeyRegion[] = [
  { id: 'reg_eu', countries: [{ iso_2: 'de' }, { iso_2: 'fr' }] },
  { id: 'reg_us', countries: [{ iso_2: 'us' }] },
];

function keyOf(path: string, headers: Record<string, string> = {}): string | undefined {
  return pageCacheKey(router, new Request(`https://shop.example${path}`, { headers }), regions);
}

describe('the cache key of a rendered page', () => {
  it('leaves out what the page does not read: tracking params, unknown keys, their order', () => {
    const plain = keyOf('/products?page=2&sort=title');
    expect(plain).toBeDefined();
    expect(keyOf('/products?sort=title&page=2')).toBe(plain);
    expect(keyOf('/products?utm_source=mail&page=2&sort=title&fbclid=x')).toBe(plain);
    expect(keyOf('/products/mug?utm_campaign=spring')).toBe(keyOf('/products/mug'));
  });

  it('is the key of the page the router shows, not of the raw params', () => {
    // A repeated or unfitting value is dropped by the route's search check: page 1.
    expect(keyOf('/products?page=2&page=3')).toBe(keyOf('/products'));
    expect(keyOf('/products?page=0')).toBe(keyOf('/products'));
    expect(keyOf('/products?sort=cheapest-first')).toBe(keyOf('/products'));
    // Different pages, different keys.
    expect(keyOf('/products?page=2')).not.toBe(keyOf('/products'));
    expect(keyOf('/products?q=mug')).not.toBe(keyOf('/products?q=cup'));
    expect(keyOf('/products/mug')).not.toBe(keyOf('/products/cup'));
  });

  it('reads an encoded path as the router does', () => {
    expect(keyOf('/products/%6Dug')).toBe(keyOf('/products/mug'));
  });

  it('has none for a path no route takes (its not-found page is not kept)', () => {
    expect(keyOf('/no-such-page')).toBeUndefined();
    expect(keyOf('/products/mug/extra')).toBeUndefined();
  });

  it('is per language, however the language was chosen', () => {
    const german = keyOf('/products', { cookie: 'store_lang=de' });
    expect(german).not.toBe(keyOf('/products'));
    expect(keyOf('/products?lng=de')).toBe(german);
    expect(keyOf('/products', { 'accept-language': 'de-AT,de;q=0.9' })).toBe(german);
    // A language the store does not have is the fallback's page.
    expect(keyOf('/products?lng=xx')).toBe(keyOf('/products'));
  });

  it("is per region and country, only for the store's own regions and their countries", () => {
    const none = keyOf('/products');
    const eu = keyOf('/products', { cookie: 'store_region=reg_eu' });
    const germany = keyOf('/products', { cookie: 'store_region=reg_eu%3Ade' });
    expect(
      new Set([none, eu, germany, keyOf('/products', { cookie: 'store_region=reg_us' })]).size,
    ).toBe(4);
    expect(keyOf('/products', { cookie: 'store_region=reg_eu:de' })).toBe(germany);
    // Made-up regions and countries render the default region's page, which is not kept.
    expect(keyOf('/products', { cookie: `store_region=reg_${'x'.repeat(500)}` })).toBeUndefined();
    expect(keyOf('/products', { cookie: 'store_region=reg_eu:us' })).toBeUndefined();
    expect(keyOf('/products', { cookie: 'store_region=reg_eu:DE' })).toBeUndefined();
    expect(
      pageCacheKey(
        router,
        new Request('https://shop.example/products', {
          headers: { cookie: 'store_region=reg_eu' },
        }),
        undefined,
      ),
    ).toBeUndefined();
  });

  it("is, on a first visit, the region the browser's languages resolve to", () => {
    const american = keyOf('/products', { 'accept-language': 'en-US,en;q=0.9' });
    const german = keyOf('/products', { 'accept-language': 'de-DE,de;q=0.9' });
    // The page of the same choice made in the picker, so each is rendered once.
    expect(american).toBe(keyOf('/products', { cookie: 'store_region=reg_us%3Aus' }));
    expect(german).toBe(keyOf('/products', { cookie: 'store_region=reg_eu%3Ade; store_lang=de' }));
    expect(new Set([american, german, keyOf('/products')]).size).toBe(3);
    // No country of a region: the default region's page, as without the header.
    expect(keyOf('/products', { 'accept-language': 'en-GB,en;q=0.9' })).toBe(keyOf('/products'));
    expect(keyOf('/products', { 'accept-language': 'de' })).toBe(
      keyOf('/products', { cookie: 'store_lang=de' }),
    );
  });

  it('keys by the resolved region, not by the raw header', () => {
    const headers = [
      'en-US',
      'en-us',
      'en-US,en;q=0.9',
      'fr-CA;q=0.1, en-US',
      'en-US;q=0.8, xx-ZZ, en-GB;q=0.5',
      `en-US,${'zz-QQ,'.repeat(50)}`,
    ];
    const keys = headers.map((header) => keyOf('/products', { 'accept-language': header }));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBe(keyOf('/products', { 'accept-language': 'en-US' }));
  });

  it("takes the shopper's choice (cookie) over the browser's languages", () => {
    expect(keyOf('/products', { cookie: 'store_region=reg_eu', 'accept-language': 'en-US' })).toBe(
      keyOf('/products', { cookie: 'store_region=reg_eu' }),
    );
  });

  it('reads a hostile 10 KB Accept-Language within bounds', () => {
    const hostile = `${'x-'.repeat(2_500)}en-US,${'zz-QQ;q=0.5,'.repeat(420)}`;
    expect(hostile.length).toBeGreaterThan(10_000);
    const started = performance.now();
    for (let round = 0; round < 100; round += 1) {
      keyOf('/products', { 'accept-language': hostile });
    }
    // Nothing of it read as a country or a language: the default page.
    expect(keyOf('/products', { 'accept-language': hostile })).toBe(keyOf('/products'));
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('has none without a cookie when the regions are not known (the region cannot be told)', () => {
    const request = new Request('https://shop.example/products', {
      headers: { 'accept-language': 'en-US' },
    });
    expect(pageCacheKey(router, request, undefined)).toBeUndefined();
  });
});
