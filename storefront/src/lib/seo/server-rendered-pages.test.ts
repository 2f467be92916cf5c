// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderPage, type StorefrontServer } from '../../entry-server.tsx';
import { fakeStore } from '../../test/fake-store.ts';

/*
 * Pages as the API server gets them from the storefront's server entry (decision 014): the
 * routes' head(), loaders and SSR modes, rendered in Node against the store in memory.
 */

const origin = 'http://shop.test';

async function render(path: string, cookie?: string, acceptLanguage?: string) {
  const store = fakeStore();
  const server: StorefrontServer = {
    api: store.api,
    localesDir: fileURLToPath(new URL('../../../public/locales', import.meta.url)),
    manifest: { routes: {} },
    origin,
  };
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (acceptLanguage) headers['accept-language'] = acceptLanguage;
  const request = new Request(origin + path, { headers });
  const response = await renderPage(request, server, 'test-nonce');
  const html = await response.text();
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return { response, html, main, requests: store.requests };
}

describe('server-rendered catalogue pages', () => {
  it('carry the listing, its prices in the default region, and its head', async () => {
    const { response, html, main } = await render('/products');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBeNull();
    expect(html).toContain('<title>All products · Commerce store</title>');
    expect(html).toContain('<link rel="canonical" href="http://shop.test/products"');
    expect(html).toContain('<meta property="og:title" content="All products · Commerce store"');
    expect(html).not.toContain('name="robots"');
    expect(main).toContain('href="/products/t-shirt"');
    expect(main).toContain('href="/products/limited-print"');
    // Europe's net price, as its cart shows it (issue 24: one unit price everywhere).
    expect(main).toContain('€19.50');
    expect(main).not.toContain('€23.40');
  });

  it("price in the region of the shopper's cookie", async () => {
    const { main } = await render('/products', 'store_region=reg_na');
    expect(main).toContain('$21.50');
    expect(main).not.toContain('€');
  });

  it("price a first visit in the region of the browser's country, and say which", async () => {
    const american = await render('/products', undefined, 'en-US,en;q=0.9');
    expect(american.main).toContain('$21.50');
    expect(american.main).not.toContain('€');
    // The browser hydrates with it and remembers it (entry-client.tsx, region-context.tsx).
    expect(american.html).toMatch(/<html[^>]* data-region="reg_na:us"/);
    const german = await render('/products', undefined, 'de-DE,de;q=0.9');
    expect(german.main).toContain('19,50');
    expect(german.html).toMatch(/<html[^>]* lang="de"[^>]* data-region="reg_eu:de"/);
    // A country in no region: the default region, and no region written.
    const british = await render('/products', undefined, 'en-GB');
    expect(british.main).toContain('€19.50');
    expect(british.html).not.toContain('data-region');
  });

  it("price in the shopper's chosen region whatever the browser says", async () => {
    const { main, html } = await render('/products', 'store_region=reg_eu', 'en-US');
    expect(main).toContain('€19.50');
    expect(html).toMatch(/<html[^>]* data-region="reg_eu"/);
  });

  it('run a text search on the server', async () => {
    const { html, main, requests } = await render('/products?q=print');
    expect(requests).toContain('POST /store/products/search');
    expect(html).toContain('<title>Results for “print” · Commerce store</title>');
    expect(main).toContain('href="/products/limited-print"');
    expect(main).not.toContain('href="/products/t-shirt"');
  });

  it('keep only what the cards show in the data for the browser', async () => {
    const { html } = await render('/products');
    // The fixtures' descriptions and SKUs are in the API's answer, not on the cards.
    expect(html).not.toContain('Classic T-Shirt description.');
    expect(html).not.toContain('var_s_white');
  });

  it('answer 404 for a product the store does not have', async () => {
    const { response, main } = await render('/products/no-such-thing');
    expect(response.status).toBe(404);
    expect(main).toContain('Page not found');
  });

  it('give a filter form that works without JavaScript', async () => {
    const { main } = await render('/collections/essentials');
    expect(main).toMatch(/<form[^>]*action="\/collections\/essentials"[^>]*method="get"/);
    expect(main).toContain('name="sort"');
    expect(main).not.toContain('name="collection"');
    expect(main).toMatch(/<button[^>]*type="submit"[^>]*>Apply</);
  });
});

describe('server-rendered pages of one shopper', () => {
  it.each(['/cart', '/checkout', '/account', '/account/orders', '/order/confirmed/order_1'])(
    '%s: the shell only, never stored, not indexed',
    async (path) => {
      const { response, html, requests } = await render(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(html).toContain('<meta name="robots" content="noindex"');
      // The shopper's data is read by the browser: the server asked for none of it.
      expect(requests.filter((request) => /carts|customers|orders/.test(request))).toEqual([]);
    },
  );

  it.each([
    ['/cart', 'Your cart'],
    // The links of the swap and order-edit emails: a fixed title, as the data is the browser's.
    ['/swaps/cart_swap_1', 'Your exchange'],
    ['/order-edits/oe_1', 'Changes to your order'],
  ])('%s: named in its title', async (path, title) => {
    const { html } = await render(path);
    expect(html).toContain(`<title>${title} · Commerce store</title>`);
    expect(html).toContain('<meta name="robots" content="noindex"');
  });
});

describe('the header on the server', () => {
  it('renders neither "Sign in" nor a cart count until the browser has read the session', async () => {
    const { html } = await render('/products');
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).not.toMatch(/href="\/account\/sign-in/);
    expect(header).not.toContain('Cart, items');
  });
});
