/**
 * The built storefront in Chromium, against the real server with the demo store: its
 * languages (Arabic right to left, the picker, a remembered choice), free-text search, the
 * document head search engines read, and the server's sitemap.xml and robots.txt.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { seedDemo, staffClient } from './checkout-flow.ts';
import { type RunningServer, startServer } from './server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  server = await startServer();
  await seedDemo(await staffClient(server.url, server.database, 'storefront-seo@example.com'));
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  page = await context.newPage();
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterEach(async () => {
  await context?.close();
});

const html = () => page.locator('html');

describe('storefront languages', () => {
  it('lays Arabic out right to left when the link asks for it', async () => {
    await page.goto(`${server.url}/?lng=ar`);
    await page.getByRole('heading', { level: 1, name: 'مرحبًا بك في المتجر' }).waitFor();
    expect(await html().getAttribute('dir')).toBe('rtl');
    expect(await html().getAttribute('lang')).toBe('ar');
    await page.getByRole('button', { name: 'السلة، عدد العناصر: 0' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('switches language with the picker and remembers it', async () => {
    await page.goto(`${server.url}/products`);
    await page.getByRole('heading', { level: 1, name: 'All products' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: 'Alle Produkte' }).waitFor();
    expect(await html().getAttribute('lang')).toBe('de');
    expect(await html().getAttribute('dir')).toBe('ltr');
    // German number format, euros after the amount.
    await page
      .getByText(/\d+,\d{2}\s€/)
      .first()
      .waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Alle Produkte' }).waitFor();
  });
});

describe('storefront search', () => {
  it('finds products through the search box and opens one', async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('grinder');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Results for “grinder”' }).waitFor();
    expect(new URL(page.url()).search).toBe('?q=grinder');
    await page.getByRole('link', { name: 'Coffee Grinder' }).click();
    await page.getByRole('heading', { level: 1, name: 'Coffee Grinder' }).waitFor();
  });
});

describe('search engines', () => {
  it('gives a product page its title, description, canonical URL and Product data', async () => {
    await page.goto(`${server.url}/products/t-shirt`);
    await page.getByRole('heading', { level: 1, name: 'Classic T-Shirt' }).waitFor();
    await expect.poll(() => page.title()).toBe('Classic T-Shirt · Commerce store');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'A soft organic-cotton tee with a relaxed fit.',
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${server.url}/products/t-shirt`,
    );
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Classic T-Shirt',
    });
    expect(data.offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR', price: 19.5 });
  });

  it('serves sitemap.xml with the product, collection and category pages, and robots.txt', async () => {
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    for (const path of [
      '/',
      '/products',
      '/products/t-shirt',
      '/collections/essentials',
      '/categories/tops',
    ]) {
      expect(xml).toContain(`<loc>${server.url}${path}</loc>`);
    }
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    // Both are answered by the server, not by the storefront's page fallback.
    await page.goto(`${server.url}/sitemap.xml`);
    expect(await page.locator('#root').count()).toBe(0);
  });
});
