/**
 * Sales channels end to end: in the admin (Chromium, real server, demo store) a new sales
 * channel gets two products, a new publishable API key is scoped to that channel and copied
 * with one click; store products listed with that key are exactly the channel's two.
 */
import { adminListProducts } from '@commerce/client/admin/operations';
import type { Client } from '@commerce/client/runtime';
import { storeListProducts } from '@commerce/client/store/operations';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';
import { STAFF_PASSWORD, seedDemo, shopperClient, staffClient } from './checkout-flow.ts';
import { type RunningServer, startServer } from './server.ts';

const email = 'channels@example.com';
let server: RunningServer;
let browser: Browser;
let staff: Client;

beforeAll(async () => {
  server = await startServer();
  staff = await staffClient(server.url, server.database, email);
  await seedDemo(staff);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('sales channels and publishable API keys', () => {
  it('limits the storefront catalogue to the products of the key’s new channel', async () => {
    const { products, count } = await adminListProducts(staff, { limit: 2, order: 'title' });
    const chosen = products.map((product) => product.title);
    expect(count).toBeGreaterThan(2);

    const { page, context, pageErrors } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await page.goto(`${server.url}/app/login?redirect=%2Fa%2Fsales-channels`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Sales channels', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Create sales channel' }).click();
    const create = page.getByRole('dialog', { name: 'New sales channel' });
    await create.getByRole('textbox', { name: /Name/ }).fill('Outlet');
    await create.getByRole('button', { name: 'Create sales channel' }).click();
    await page.getByRole('heading', { name: 'Outlet', level: 1 }).waitFor();
    await page.getByText('No products in this channel').waitFor();

    await page.getByRole('button', { name: 'Add products' }).click();
    const add = page.getByRole('dialog', { name: 'Add products to “Outlet”' });
    for (const title of chosen) {
      await add.getByRole('searchbox', { name: 'Search products' }).fill(title);
      await add.getByRole('checkbox', { name: title, exact: true }).check();
    }
    await add.getByRole('button', { name: 'Add chosen products (2)' }).click();
    await page.getByText('Products added to the channel: 2.').waitFor();
    const grid = page.getByRole('grid', { name: 'Products in this channel' });
    for (const title of chosen) await grid.getByRole('link', { name: title }).waitFor();

    await page.goto(`${server.url}/app/a/publishable-api-keys`);
    await page.getByRole('button', { name: 'Create publishable key' }).click();
    const keyDialog = page.getByRole('dialog', { name: 'New publishable API key' });
    await keyDialog.getByRole('textbox', { name: /Title/ }).fill('Outlet kiosk');
    await keyDialog.getByRole('button', { name: 'Create publishable key' }).click();
    await page.getByRole('heading', { name: 'Outlet kiosk', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add sales channels' }).click();
    const channels = page.getByRole('dialog', { name: 'Add sales channels' });
    await channels.getByRole('checkbox', { name: 'Outlet' }).check();
    await channels.getByRole('button', { name: 'Add chosen channels (1)' }).click();
    await page.getByRole('button', { name: 'Remove Outlet from the key' }).waitFor();

    await page.getByRole('button', { name: 'Copy key' }).click();
    await page.getByRole('status').getByText('Copied').waitFor();
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toMatch(/^pk_/);
    expect(pageErrors).toEqual([]);
    await context.close();

    const shopper = shopperClient(server.url, key);
    const listed = await storeListProducts(shopper, { limit: 100 });
    expect(listed.products.map((product) => product.title).sort()).toEqual([...chosen].sort());
    expect(listed.count).toBe(2);
  });
});
