/**
 * Shopping in the built storefront, in Chromium, against the real server with the demo
 * store: browse to a product, add it to the cart, see the cart's totals; switch the region
 * and see prices and the cart change currency; a bad discount code explained; the skip
 * link and the cart drawer with the keyboard.
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
  await seedDemo(await staffClient(server.url, server.database, 'storefront-staff@example.com'));
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  // A context per test: a first visit, with its own localStorage (region, cart, language).
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  page = await context.newPage();
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterEach(async () => {
  await context?.close();
});

const total = (key: string) => page.locator(`[data-total="${key}"] dd`);

async function addTShirtToCart() {
  await page.goto(`${server.url}/products/t-shirt`);
  await page.getByRole('heading', { level: 1, name: 'Classic T-Shirt' }).waitFor();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await drawer.getByText('Classic T-Shirt', { exact: true }).waitFor();
  return drawer;
}

describe('storefront shopping', () => {
  it('browses a collection to a product, adds it, and shows the cart with its totals', async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Welcome to the store' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Collections' })
      .click();
    await page.getByRole('menuitem', { name: 'Essentials' }).click();
    await page.getByRole('heading', { level: 1, name: 'Essentials' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/collections/essentials');

    // The T-shirt is the oldest product: sorted by name it is on the first page.
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Name, A to Z' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'title');
    await page.getByRole('link', { name: 'Classic T-Shirt' }).click();
    await page.getByRole('heading', { level: 1, name: 'Classic T-Shirt' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/products/t-shirt');
    // 19.50 € before the region's 20 % tax.
    expect(await page.getByTestId('price').first().textContent()).toBe('€23.40');
    await page.getByText('Incl. 20% tax').waitFor();
    await page.getByRole('radio', { name: 'M' }).check();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();

    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByText('M / White').waitFor();
    await drawer.getByRole('link', { name: 'View cart' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    await page.getByRole('group', { name: 'Quantity of Classic T-Shirt' }).getByText('2').waitFor();
    expect(await total('subtotal').textContent()).toBe('€39.00');
    expect(await total('tax').textContent()).toBe('€7.80');
    expect(await total('discount').textContent()).toBe('−€0.00');
    expect(await total('total').textContent()).toBe('€46.80');
    await page.getByRole('button', { name: 'Cart, items: 2' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('changes the currency and the prices with the region, and moves the cart with it', async () => {
    await addTShirtToCart();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Country or region' }).click();
    await page.getByRole('option', { name: 'United States · USD' }).click();
    // North America: 21.45 $, no tax.
    await page.getByTestId('price').first().filter({ hasText: '$21.45' }).waitFor();
    expect(await page.getByText('Incl. 20% tax').count()).toBe(0);

    await page.goto(`${server.url}/cart`);
    await total('total').filter({ hasText: '$21.45' }).waitFor();
    // Remembered: a new visit still shops in dollars.
    await page.goto(`${server.url}/products/t-shirt`);
    await page.getByTestId('price').first().filter({ hasText: '$21.45' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('explains a discount code the store does not have, and keeps the totals', async () => {
    await addTShirtToCart();
    await page.goto(`${server.url}/cart`);
    await total('total').filter({ hasText: '€23.40' }).waitFor();
    await page.getByLabel('Discount code').fill('NOT-A-CODE');
    await page.getByLabel('Discount code').press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: 'discount code' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'This discount code does not exist. Check the spelling and try again.',
    );
    expect(await page.getByLabel('Discount code').getAttribute('aria-invalid')).toBe('true');
    expect(await total('total').textContent()).toBe('€23.40');
  });

  it('is usable with the keyboard: skip link first, focus kept in the drawer and returned', async () => {
    await page.goto(`${server.url}/products/t-shirt`);
    await page.getByRole('heading', { level: 1, name: 'Classic T-Shirt' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Classic T-Shirt');

    const cartButton = page.getByRole('button', { name: 'Cart, items: 0' });
    await cartButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByText('Your cart is empty.').waitFor();
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await cartButton.evaluate((element) => element === document.activeElement)).toBe(true);

    // After adding, focus goes back to the add-to-cart button when the drawer closes.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await drawer.getByText('Classic T-Shirt', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    const addButton = page.getByRole('button', { name: 'Add to cart' });
    await expect
      .poll(() => addButton.evaluate((element) => element === document.activeElement))
      .toBe(true);
  });
});
