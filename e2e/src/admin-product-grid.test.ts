/**
 * The admin's prices and stock grid in Chromium against the real server: a product with 27
 * variants (made through the admin API), 27 euro prices pasted at once from the clipboard as
 * a spreadsheet column, one Save, then every price read back through the API.
 */
import {
  adminCreateAuthToken,
  adminCreateProduct,
  adminGetProduct,
} from '@commerce/client/admin/operations';
import { createClient } from '@commerce/client/runtime';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/src/domains/people/index.ts';
import { seedDemoStore } from '../../server/src/seed/demo-store.ts';
import { launchBrowser, openPage } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

const staff = { email: 'grid@example.com', password: 'grid staff password 1' };
const values = ['S', 'M', 'L'];

let server: RunningServer;
let browser: Browser;
let admin: ReturnType<typeof createClient>;
let productId: string;

beforeAll(async () => {
  server = await startServer();
  await createUser(server.database.db, { ...staff, role: 'admin' });
  admin = createClient({ baseUrl: server.url });
  await adminCreateAuthToken(admin, staff);
  await seedDemoStore(admin);
  const combos = values.flatMap((a) => values.flatMap((b) => values.map((c) => [a, b, c])));
  const { product } = await adminCreateProduct(admin, {
    title: 'Grid Tee',
    options: [{ title: 'Size' }, { title: 'Fit' }, { title: 'Length' }],
    variants: combos.map((combo) => ({
      title: combo.join(' / '),
      prices: [{ currency_code: 'eur', amount: 1000 }],
      options: combo.map((value) => ({ value })),
    })),
  });
  productId = product.id;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the prices and stock grid', () => {
  it('pastes 27 prices at once and saves them in one go', async () => {
    const { page, context, pageErrors } = await openPage(browser, {
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(
      `${server.url}/app/login?redirect=${encodeURIComponent(`/a/products/${productId}`)}`,
    );
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Edit prices and stock in a grid' }).click();
    const grid = page.getByRole('grid', { name: 'Prices and stock of the variants of Grid Tee' });
    await grid.waitFor();

    const headers = await grid.getByRole('columnheader').allTextContents();
    const eur = headers.indexOf('EUR') - 1;
    await grid.getByRole('row').nth(1).getByRole('gridcell').nth(eur).click();
    // 27 prices as a spreadsheet puts one column on the clipboard: 20.01 … 20.27.
    const prices = Array.from({ length: 27 }, (_, i) => (20 + (i + 1) / 100).toFixed(2));
    await page.evaluate(
      (text) => navigator.clipboard.writeText(text),
      `${prices.join('\r\n')}\r\n`,
    );
    await page.keyboard.press('Control+V');
    await page.getByText('Changed cells: 27').waitFor();

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Variants updated: 27.').waitFor({ timeout: 30_000 });
    await page.getByText('Changed cells: 0').waitFor();

    const { product } = await adminGetProduct(admin, { id: productId });
    const amounts = (product.variants ?? [])
      .slice()
      .sort((a, b) => (a.variant_rank ?? 0) - (b.variant_rank ?? 0))
      .map(
        (variant) => variant.prices?.find((p) => p.currency_code === 'eur' && !p.region_id)?.amount,
      );
    expect(amounts).toEqual(prices.map((price) => Math.round(Number(price) * 100)));
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 90_000);
});
