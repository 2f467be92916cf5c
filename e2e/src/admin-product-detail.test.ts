/**
 * The admin's product page in Chromium against the real server: edit the general fields,
 * add an option value (which makes a variant), upload images and choose the thumbnail, stock
 * a variant at a location and change it, add a metadata entry; then all of it after a
 * reload, and the title, the new variant and the stock in the store API.
 */
import {
  adminAddSalesChannelStockLocation,
  adminCreateAuthToken,
  adminCreateProduct,
  adminCreateStockLocation,
  adminGetStore,
} from '@commerce/client/admin/operations';
import { createClient } from '@commerce/client/runtime';
import { storeListProducts } from '@commerce/client/store/operations';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/src/domains/people/index.ts';
import { seedDemoStore } from '../../server/src/seed/demo-store.ts';
import { launchBrowser, openPage } from './browser.ts';
import { shopperClient } from './checkout-flow.ts';
import { type RunningServer, startServer } from './server.ts';

const staff = { email: 'detail@example.com', password: 'detail staff password 1' };
// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let server: RunningServer;
let browser: Browser;
let productId: string;
let publishableApiKey: string;

beforeAll(async () => {
  server = await startServer();
  await createUser(server.database.db, { ...staff, role: 'admin' });
  const admin = createClient({ baseUrl: server.url });
  await adminCreateAuthToken(admin, staff);
  publishableApiKey = (await seedDemoStore(admin)).publishableApiKey;
  const { store } = await adminGetStore(admin);
  const channel = store.default_sales_channel_id ?? '';
  const { stock_location: shop } = await adminCreateStockLocation(admin, { name: 'Shop floor' });
  await adminAddSalesChannelStockLocation(admin, { id: channel }, { location_id: shop.id });
  const { product } = await adminCreateProduct(admin, {
    title: 'Detail Tee',
    handle: 'detail-tee',
    status: 'published',
    sales_channels: [{ id: channel }],
    options: [{ title: 'Size' }],
    variants: ['S', 'M'].map((size) => ({
      title: size,
      prices: [{ currency_code: 'eur', amount: 1000 }],
      options: [{ value: size }],
    })),
  });
  productId = product.id;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const region = (page: Page, name: string) => page.getByRole('region', { name });
const dialogSave = async (page: Page, name: string) => {
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
};

describe('the product page', () => {
  it('edits every kind of section, and the changes stay after a reload', async () => {
    const { page, context, pageErrors } = await openPage(browser, {
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
    });
    await page.goto(
      `${server.url}/app/login?redirect=${encodeURIComponent(`/a/products/${productId}`)}`,
    );
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Detail Tee', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Edit General' }).click();
    const general = page.getByRole('dialog', { name: 'General' });
    await general.getByRole('textbox', { name: 'Title', exact: true }).fill('Detail Tee Pro');
    await general.getByRole('textbox', { name: 'Subtitle', exact: true }).fill('Heavy cotton');
    await dialogSave(page, 'General');
    await page.getByRole('heading', { name: 'Detail Tee Pro', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add values to Size' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Values', exact: true }).fill('L');
    await dialogSave(page, 'Add values to “Size”');
    const variants = region(page, 'Variants');
    await variants.getByRole('rowheader', { name: 'L', exact: true }).waitFor();

    const media = region(page, 'Media');
    await media.getByLabel('Upload images').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: PNG },
      { name: 'back.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await media.getByRole('img', { name: 'Image 2 of Detail Tee Pro' }).waitFor();
    await media.getByRole('button', { name: 'Use image 2 as the thumbnail' }).click();
    await media.getByRole('button', { name: 'Use image 1 as the thumbnail' }).waitFor();

    const inventory = region(page, 'Inventory');
    await inventory.getByRole('combobox', { name: 'Location', exact: true }).click();
    await page.getByRole('option', { name: 'Shop floor' }).click();
    await inventory.getByRole('textbox', { name: 'Units at the new location' }).fill('6');
    await inventory.getByRole('button', { name: 'Add location' }).click();
    const stock = inventory.getByRole('textbox', { name: 'Stock at Shop floor' });
    await stock.waitFor();
    await stock.fill('8');
    await inventory.getByRole('button', { name: 'Save stock at Shop floor' }).click();
    await page.getByText('Stock at Shop floor saved.').waitFor();

    await page.getByRole('button', { name: 'Add an entry' }).click();
    const entry = page.getByRole('dialog', { name: 'New metadata entry' });
    await entry.getByRole('textbox', { name: 'Key', exact: true }).fill('care');
    await entry.getByRole('textbox', { name: 'Value', exact: true }).fill('hand wash');
    await dialogSave(page, 'New metadata entry');
    await region(page, 'Metadata').getByText('hand wash').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Detail Tee Pro', level: 1 }).waitFor();
    await region(page, 'General').getByText('Heavy cotton').waitFor();
    await variants.getByRole('rowheader', { name: 'L', exact: true }).waitFor();
    expect(await media.getByRole('img').count()).toBe(2);
    await media.getByRole('button', { name: 'Use image 1 as the thumbnail' }).waitFor();
    expect(await media.getByRole('button', { name: 'Use image 2 as the thumbnail' }).count()).toBe(
      0,
    );
    expect(await inventory.getByRole('textbox', { name: 'Stock at Shop floor' }).inputValue()).toBe(
      '8',
    );
    await region(page, 'Metadata').getByText('hand wash').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();

    const shopper = shopperClient(server.url, publishableApiKey);
    const { products } = await storeListProducts(shopper, { handle: 'detail-tee' });
    const [product] = products;
    expect(product?.title).toBe('Detail Tee Pro');
    expect(product?.variants?.map((variant) => variant.title).sort()).toEqual(['L', 'M', 'S']);
    expect(product?.variants?.find((variant) => variant.title === 'S')?.inventory_quantity).toBe(8);
  }, 120_000);
});
