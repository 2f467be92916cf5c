/**
 * Inventory end to end: in the admin (Chromium, real server, demo store) a variant's
 * inventory item is found by SKU and its stock at the Main warehouse set to 0 with the bulk
 * "Adjust stock" action; through the generated store client the variant, in stock before,
 * is then out of stock. Setting it back to 4 makes it available again.
 */
import { adminListInventoryItems, adminListProducts } from '@commerce/client/admin/operations';
import type { Client } from '@commerce/client/runtime';
import { storeGetProduct } from '@commerce/client/store/operations';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';
import { STAFF_PASSWORD, seedDemo, shopperClient, staffClient } from './checkout-flow.ts';
import { type RunningServer, startServer } from './server.ts';

const email = 'inventory@example.com';
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

/** Sets the item's stocked quantity at the Main warehouse through the list's bulk action. */
async function setStock(page: Page, itemName: string, units: number) {
  const grid = page.getByRole('grid', { name: 'Inventory items' });
  await grid.getByRole('checkbox', { name: `Select ${itemName}` }).check();
  await page.getByRole('button', { name: 'Adjust stock' }).click();
  const dialog = page.getByRole('dialog', { name: /Adjust stock of the selected/ });
  await dialog.getByRole('combobox', { name: /Location/ }).click();
  await page.getByRole('option', { name: 'Main warehouse' }).click();
  await dialog.getByRole('radio', { name: 'Set to the amount' }).check();
  await dialog.getByRole('textbox', { name: /Quantity/ }).fill(String(units));
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('Items with adjusted stock: 1.').waitFor();
  await page.getByRole('button', { name: 'Dismiss' }).click();
}

describe('inventory', () => {
  it('takes a variant out of stock, and back in, by its stock at one location', async () => {
    const { products } = await adminListProducts(staff, { limit: 100 });
    const inStock = (v: NonNullable<(typeof products)[number]['variants']>[number]) =>
      v.manage_inventory && Boolean(v.sku) && (v.inventory_quantity ?? 0) > 0;
    const product = products.find((p) => p.variants?.some(inStock));
    const variant = product?.variants?.find(inStock);
    if (!product || !variant?.sku) throw new Error('the demo store has no variant in stock');
    const { inventory_items } = await adminListInventoryItems(staff, { sku: variant.sku });
    const item = inventory_items[0];
    if (!item) throw new Error(`no inventory item for ${variant.sku}`);
    const itemName = item.title || item.sku || item.id;

    const shopper = shopperClient(server.url, publishableKey);
    const stockOf = async () => {
      const { product: listed } = await storeGetProduct(shopper, { id: product.id });
      return listed.variants?.find((v) => v.id === variant.id)?.inventory_quantity;
    };
    expect(await stockOf()).toBeGreaterThan(0);

    const { page, context, pageErrors } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    const path = encodeURIComponent(`/a/inventory?q=${variant.sku}`);
    await page.goto(`${server.url}/app/login?redirect=${path}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();

    await setStock(page, itemName, 0);
    await expect.poll(stockOf).toBe(0);
    await setStock(page, itemName, 4);
    await expect.poll(stockOf).toBe(4);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
