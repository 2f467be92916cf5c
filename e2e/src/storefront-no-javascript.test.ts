/**
 * The catalogue with JavaScript off (issue 23): Chromium with scripts disabled reads only
 * what the server rendered. A product page carries its title, its price in the region of the
 * region cookie, its Product JSON-LD, canonical URL and Open Graph tags; a listing carries its
 * products as links and a link to the next page; a shopper (or a crawler) gets from the home
 * page to a listing, its second page and a product by following links, searches through the
 * header's search box, and filters and sorts the listing through its form, on a phone too
 * (the "Filters (n)" and search disclosures; the menu a link to the footer's links).
 */
import { storeListCollections, storeListProducts } from '@commerce/client/store/operations';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, SHOPPER_LOCALE } from './browser.ts';
import { seedDemo, shopperClient, staffClient } from './checkout-flow.ts';
import { type RunningServer, startServer } from './server.ts';
import { demoRegions, REGION_COOKIE } from './storefront-pages.ts';

const STAFF = 'storefront-no-javascript-staff@example.com';
const PAGE_SIZE = 12;

let server: RunningServer;
let browser: Browser;
let regions: Awaited<ReturnType<typeof demoRegions>>;
let context: BrowserContext | undefined;

beforeAll(async () => {
  server = await startServer();
  await seedDemo(await staffClient(server.url, server.database, STAFF));
  regions = await demoRegions(server.url);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A page in a context whose scripts never run, with the region cookie if given. */
async function pageWithoutScripts(region?: string): Promise<Page> {
  context = await browser.newContext({ javaScriptEnabled: false, locale: SHOPPER_LOCALE });
  if (region) {
    await context.addCookies([{ name: REGION_COOKIE, value: region, url: server.url }]);
  }
  return context.newPage();
}

/** The product pages the listing's cards link to, in order. */
const productLinks = (page: Page) =>
  page
    .locator('main a[href^="/products/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** The API's first listing page of the same products, as the links the cards must be. */
async function expectedLinks(query: { collection_id?: string[]; order: string }) {
  const { products } = await storeListProducts(shopperClient(server.url), {
    ...query,
    limit: PAGE_SIZE,
  });
  return products.map((product) => `/products/${product.handle}`);
}

describe('the storefront with JavaScript off', () => {
  it.each([
    {
      region: 'no choice (Europe)',
      cookie: undefined,
      currency: 'EUR',
      price: 19.5,
      // Europe's net price, as its cart shows the line (issue 24's tax display rule).
      shown: '€19.50',
    },
    {
      region: 'the United States by cookie',
      cookie: () => regions.unitedStates,
      currency: 'USD',
      price: 21.45,
      shown: '$21.45',
    },
  ])(
    'serves a product page with its title, price, JSON-LD, canonical and Open Graph tags: $region',
    async ({ cookie, currency, price, shown }) => {
      const page = await pageWithoutScripts(cookie?.());
      const response = await page.goto(`${server.url}/products/t-shirt`);
      expect(response?.status()).toBe(200);
      const canonical = `${server.url}/products/t-shirt`;

      expect(await page.title()).toBe('Classic T-Shirt · Commerce store');
      expect(await page.locator('main h1').textContent()).toBe('Classic T-Shirt');
      // The price in the cookie's region under its tax display rule: the JSON-LD says the same.
      expect(await page.locator('main').getByTestId('price').first().textContent()).toBe(shown);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
        'A soft organic-cotton tee with a relaxed fit.',
      );
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(canonical);
      const og = (property: string) =>
        page.locator(`meta[property="${property}"]`).getAttribute('content');
      expect(await og('og:type')).toBe('product');
      expect(await og('og:title')).toContain('Classic T-Shirt');
      expect(await og('og:url')).toBe(canonical);

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd).toHaveLength(1);
      const data = JSON.parse(jsonLd[0] ?? '');
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Classic T-Shirt',
      });
      expect(data.offers.length).toBeGreaterThan(0);
      expect(data.offers[0]).toMatchObject({
        '@type': 'Offer',
        priceCurrency: currency,
        price,
        priceSpecification: { price, priceCurrency: currency, valueAddedTaxIncluded: false },
      });
    },
  );

  it('serves a listing with its products as links, priced in the region, and the next page', async () => {
    const page = await pageWithoutScripts(regions.unitedStates);
    expect((await page.goto(`${server.url}/products`))?.status()).toBe(200);
    expect(await productLinks(page)).toEqual(await expectedLinks({ order: '-created_at' }));
    const prices = await page.locator('main').getByTestId('price').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((text) => text.includes('$') && !text.includes('€'))).toBe(true);
    expect(await page.locator('main a[rel="next"]').getAttribute('href')).toBe('/products?page=2');
  });

  it('goes from the home page to a listing, its next page and a product by links', async () => {
    const page = await pageWithoutScripts();
    await page.goto(`${server.url}/`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'All products' })
      .click();
    await page.waitForURL(`${server.url}/products`);
    expect(await page.locator('main h1').textContent()).toBe('All products');

    await page.locator('main a[rel="next"]').click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    const second = await productLinks(page);
    expect(second.length).toBeGreaterThan(0);

    const product = page.locator('main a[href^="/products/"]').first();
    const name = await product.textContent();
    await product.click();
    await page.waitForURL(`${server.url}${second[0]}`);
    expect(await page.locator('main h1').textContent()).toBe(name);
  });

  it('searches the catalogue through the search box in the header', async () => {
    const page = await pageWithoutScripts();
    await page.goto(`${server.url}/`);
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.fill('grinder');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'grinder');
    expect(new URL(page.url()).pathname).toBe('/products');
    expect(await page.locator('main h1').textContent()).toBe('Results for “grinder”');
    expect(await productLinks(page)).toContain('/products/coffee-grinder');
  });

  it("filters and sorts a listing through the listing's form", async () => {
    const page = await pageWithoutScripts();
    await page.goto(`${server.url}/products`);
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    // Without scripts a choice is sent by the form it is in (a GET form, ?collection=…&sort=…).
    const form = page.locator('main form').filter({ has: sortBy });
    expect(await form.count(), 'the filters and the sort are in a form').toBe(1);
    await form.getByRole('combobox', { name: 'Collection' }).selectOption({ label: 'Essentials' });
    await sortBy.selectOption({ label: 'Name, A to Z' });
    await form.getByRole('button').first().click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'title');

    const search = new URL(page.url()).searchParams;
    expect(search.get('collection')).toBe('essentials');
    const { collections } = await storeListCollections(shopperClient(server.url), {
      handle: ['essentials'],
    });
    const essentials = collections[0]?.id;
    if (!essentials) throw new Error('the demo store has no Essentials collection');
    expect(await productLinks(page)).toEqual(
      await expectedLinks({ collection_id: [essentials], order: 'title' }),
    );
    // The chosen values are shown as chosen on the new page.
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('title');
  });

  it('reaches the filters and the search on a phone through disclosures', async () => {
    context = await browser.newContext({
      javaScriptEnabled: false,
      locale: SHOPPER_LOCALE,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/products`);
    const first = await page.locator('main article').first().boundingBox();
    expect(first && first.y + first.height).toBeLessThanOrEqual(844);
    // The header's menu button needs scripts; without them it is a link to the footer's.
    const menu = page.getByRole('link', { name: 'Menu', exact: true });
    expect(await menu.count()).toBe(1);
    expect(await menu.getAttribute('href')).toBe('#site-footer-nav');
    expect(await page.locator('#site-footer-nav').getAttribute('aria-label')).toBe('Footer');

    await page.getByText('Filters (0)').click();
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    const form = page.locator('main form').filter({ has: sortBy });
    expect(await form.count()).toBe(1);
    await form.getByRole('combobox', { name: 'Collection' }).selectOption({ label: 'Essentials' });
    await form.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('collection') === 'essentials');
    await page.getByText('Filters (1)').waitFor();

    // The header's search opens as a native disclosure too.
    await page.getByRole('banner').locator('summary').click();
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.fill('grinder');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'grinder');
    expect(await productLinks(page)).toContain('/products/coffee-grinder');
  });
});
