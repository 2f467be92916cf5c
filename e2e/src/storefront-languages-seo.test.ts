/**
 * The built storefront in Chromium, against the real server with the demo store: its
 * languages (Arabic right to left, the picker, a remembered choice), free-text search, the
 * document head search engines read, and the server's sitemap.xml and robots.txt.
 */
import { describe, expect, it } from 'vitest';
import { storefrontJourney } from './storefront-journey.ts';
import { reload, visit } from './storefront-pages.ts';

const shop = storefrontJourney('storefront-seo@example.com');

const html = () => shop.page.locator('html');

describe('storefront languages', () => {
  it('lays Arabic out right to left when the link asks for it', async () => {
    await visit(shop.page, `${shop.server.url}/?lng=ar`);
    await shop.page.getByRole('heading', { level: 1, name: 'مرحبًا بك في المتجر' }).waitFor();
    expect(await html().getAttribute('dir')).toBe('rtl');
    expect(await html().getAttribute('lang')).toBe('ar');
    await shop.page.getByRole('button', { name: 'السلة، عدد العناصر: 0' }).waitFor();
    expect(shop.pageErrors).toEqual([]);
  });

  it('switches language with the picker and remembers it', async () => {
    await visit(shop.page, `${shop.server.url}/products`);
    await shop.page.getByRole('heading', { level: 1, name: 'All products' }).waitFor();
    const picker = shop.page.getByRole('combobox', { name: 'Language' });
    // Its 21 names are filled in as a shopper reaches for it (language-picker.tsx).
    await picker.focus();
    await picker.selectOption({ label: 'Deutsch' });
    await shop.page.getByRole('heading', { level: 1, name: 'Alle Produkte' }).waitFor();
    expect(await html().getAttribute('lang')).toBe('de');
    expect(await html().getAttribute('dir')).toBe('ltr');
    // German number format, euros after the amount.
    await shop.page
      .getByText(/\d+,\d{2}\s€/)
      .first()
      .waitFor();
    await reload(shop.page);
    await shop.page.getByRole('heading', { level: 1, name: 'Alle Produkte' }).waitFor();
  });
});

describe('storefront search', () => {
  it('finds products through the search box and opens one', async () => {
    await visit(shop.page, `${shop.server.url}/`);
    await shop.page.getByRole('searchbox', { name: 'Search products' }).fill('grinder');
    await shop.page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await shop.page.getByRole('heading', { level: 1, name: 'Results for “grinder”' }).waitFor();
    expect(new URL(shop.page.url()).search).toBe('?q=grinder');
    await shop.page.getByRole('link', { name: 'Coffee Grinder' }).click();
    await shop.page.getByRole('heading', { level: 1, name: 'Coffee Grinder' }).waitFor();
  });
});

describe('search engines', () => {
  it('gives a product page its title, description, canonical URL and Product data', async () => {
    await visit(shop.page, `${shop.server.url}/products/t-shirt`);
    await shop.page.getByRole('heading', { level: 1, name: 'Classic T-Shirt' }).waitFor();
    await expect.poll(() => shop.page.title()).toBe('Classic T-Shirt · Commerce store');
    expect(await shop.page.locator('meta[name="description"]').getAttribute('content')).toBe(
      'A soft organic-cotton tee with a relaxed fit.',
    );
    expect(await shop.page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${shop.server.url}/products/t-shirt`,
    );
    const data = JSON.parse(
      (await shop.page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Classic T-Shirt',
    });
    expect(data.offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR', price: 19.5 });
  });

  it('serves sitemap.xml with the product, collection and category pages, and robots.txt', async () => {
    const sitemap = await fetch(`${shop.server.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    for (const path of [
      '/',
      '/products',
      '/products/t-shirt',
      '/collections/essentials',
      '/categories/tops',
    ]) {
      expect(xml).toContain(`<loc>${shop.server.url}${path}</loc>`);
    }
    const robots = await (await fetch(`${shop.server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${shop.server.url}/sitemap.xml`);
    // Both are answered by the server, not by the storefront's page fallback.
    await shop.page.goto(`${shop.server.url}/sitemap.xml`);
    expect(await shop.page.locator('#root').count()).toBe(0);
  });
});
