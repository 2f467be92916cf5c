/**
 * Regions end to end (Chromium, real server, demo store): staff add a currency to the store,
 * create a region in it with its own tax rate, give it a country and a shipping option, all
 * in the admin; the storefront's region picker then offers it, and a cart in it shows the
 * prices in that currency with the tax worked out at the region's rate.
 */
import { adminListProducts, adminUpdateProductVariant } from '@commerce/client/admin/operations';
import type { Client } from '@commerce/client/runtime';
import { storeListCartShippingOptions } from '@commerce/client/store/operations';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';
import { STAFF_PASSWORD, seedDemo, shopperClient, staffClient } from './checkout-flow.ts';
import { type RunningServer, startServer } from './server.ts';
import { pickRegion, visit } from './storefront-pages.ts';

const email = 'regions@example.com';
let server: RunningServer;
let browser: Browser;
let staff: Client;
let publishableKey = '';

beforeAll(async () => {
  server = await startServer();
  staff = await staffClient(server.url, server.database, email);
  publishableKey = await seedDemo(staff);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Gives every variant of the T-shirt a pound price of £15.00, net of tax (test setup). */
async function priceTShirtInPounds() {
  const { products } = await adminListProducts(staff, { q: 'Classic T-Shirt', limit: 10 });
  const product = products.find((p) => p.handle === 't-shirt');
  if (!product) throw new Error('the demo store has no t-shirt');
  for (const variant of product.variants ?? []) {
    const prices = (variant.prices ?? [])
      .filter((p) => !p.price_list_id && !p.region_id)
      .map((p) => ({ currency_code: p.currency_code, amount: p.amount }));
    await adminUpdateProductVariant(
      staff,
      { id: product.id, variant_id: variant.id },
      { prices: [...prices, { currency_code: 'gbp', amount: 1500 }] },
    );
  }
}

describe('regions', () => {
  it('creates a region with its own currency, tax and shipping that the storefront then sells in', async () => {
    const { page, context, pageErrors } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
    });
    await page.goto(`${server.url}/app/login?redirect=%2Fa%2Fsettings%2Fcurrencies`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Currencies', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Add a currency' }).fill('British');
    await page.getByRole('option', { name: 'GBP · British Pound' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const currencies = page.getByRole('table', { name: 'Store currencies' });
    await currencies.getByRole('cell', { name: 'British Pound' }).waitFor();

    await page.goto(`${server.url}/app/a/settings/regions`);
    await page.getByRole('button', { name: 'Create region' }).click();
    const dialog = page.getByRole('dialog', { name: 'New region' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('United Kingdom');
    await dialog.getByRole('combobox', { name: /Currency/ }).click();
    await page.getByRole('option', { name: 'GBP · British Pound' }).click();
    await dialog.getByRole('textbox', { name: /^Tax rate/ }).fill('10');
    await dialog.getByRole('button', { name: 'Create region' }).click();
    await page.getByRole('heading', { name: 'United Kingdom', level: 1 }).waitFor();

    await page.getByRole('combobox', { name: 'Add a country' }).fill('United King');
    await page.getByRole('option', { name: 'United Kingdom (GB)' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Remove United Kingdom' }).waitFor();

    await page.getByRole('button', { name: 'Add shipping option' }).click();
    const option = page.getByRole('dialog', { name: 'New shipping option' });
    await option.getByRole('textbox', { name: /^Name/ }).fill('Royal Mail');
    await option.getByRole('combobox', { name: /Shipping profile/ }).click();
    await page.getByRole('option', { name: 'Default Shipping Profile' }).click();
    await option.getByRole('combobox', { name: /Fulfillment option/ }).click();
    await page.getByRole('option', { name: 'manual · manual-fulfillment' }).click();
    await option.getByRole('textbox', { name: /^Price \(GBP\)/ }).fill('3.50');
    await option.getByRole('button', { name: 'Create option' }).click();
    await page.getByRole('table', { name: 'Shipping options' }).getByText('£3.50').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();

    await priceTShirtInPounds();

    const shop = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
    });
    await visit(shop.page, `${server.url}/products/t-shirt`);
    await shop.page.getByRole('heading', { level: 1, name: 'Classic T-Shirt' }).waitFor();
    await pickRegion(shop.page, 'United Kingdom · GBP');
    // £15.00, the region's 10 % tax added in the cart (issue 24's tax display rule).
    await shop.page.getByTestId('price').first().filter({ hasText: '£15.00' }).waitFor();
    await shop.page.getByText('Excl. 10% tax').waitFor();
    await shop.page.getByRole('button', { name: 'Add to cart' }).click();
    await shop.page
      .getByRole('dialog', { name: 'Your cart' })
      .getByText('Classic T-Shirt', { exact: true })
      .waitFor();

    await visit(shop.page, `${server.url}/cart`);
    const total = (key: string) => shop.page.locator(`[data-total="${key}"] dd`);
    await total('total').filter({ hasText: '£16.50' }).waitFor();
    expect(await total('subtotal').textContent()).toBe('£15.00');
    expect(await total('tax').textContent()).toBe('£1.50');

    // The region's new shipping option is offered for that cart, at its price.
    const stored = await shop.page.evaluate(() =>
      localStorage.getItem('commerce.storefront.cart-id'),
    );
    const cartId = stored?.match(/cart_[A-Za-z0-9]+/)?.[0];
    if (!cartId) throw new Error('the storefront kept no cart id');
    const { shipping_options } = await storeListCartShippingOptions(
      shopperClient(server.url, publishableKey),
      { cart_id: cartId },
    );
    expect(shipping_options.map((o) => [o.name, o.amount])).toEqual([['Royal Mail', 350]]);
    expect(shop.pageErrors).toEqual([]);
    await shop.context.close();
  });
});
