/**
 * The admin's unsaved-changes guard and its not-found page for a missing record, in Chromium
 * against the real server: a price typed into the grid is not lost to the "Back to the
 * product" link, the browser's Back button or a reload without asking, and nothing is asked
 * once it is saved; `/a/orders/order_nope` says at once that the order was not found.
 */
import { adminCreateAuthToken, adminCreateProduct } from '@commerce/client/admin/operations';
import { createClient } from '@commerce/client/runtime';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/src/domains/people/index.ts';
import { seedDemoStore } from '../../server/src/seed/demo-store.ts';
import { launchBrowser, openPage } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

const staff = { email: 'guard@example.com', password: 'guard staff password 1' };

let server: RunningServer;
let browser: Browser;
let productId: string;

beforeAll(async () => {
  server = await startServer();
  await createUser(server.database.db, { ...staff, role: 'admin' });
  const admin = createClient({ baseUrl: server.url });
  await adminCreateAuthToken(admin, staff);
  await seedDemoStore(admin);
  const { product } = await adminCreateProduct(admin, {
    title: 'Guard Tee',
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

async function signIn(page: Page, path: string) {
  await page.goto(`${server.url}/app/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** From the product page to its grid (so Back has a page to go back to), then one price typed. */
async function openGridAndEdit(page: Page, price: string) {
  await page.getByRole('link', { name: 'Edit prices and stock in a grid' }).click();
  const grid = page.getByRole('grid', { name: 'Prices and stock of the variants of Guard Tee' });
  await grid.waitFor();
  const headers = await grid.getByRole('columnheader').allTextContents();
  await grid
    .getByRole('row')
    .nth(1)
    .getByRole('gridcell')
    .nth(headers.indexOf('EUR') - 1)
    .click();
  await page.keyboard.type(price);
  await page.keyboard.press('Enter');
  await page.getByText('Changed cells: 1').waitFor();
}

const gridPath = () => `/app/a/products/${productId}/grid`;
const productPath = () => `/app/a/products/${productId}`;
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('leaving the grid with unsaved edits', () => {
  it('asks in a dialog on the back link and on Back: Stay keeps the edits, Leave goes', async () => {
    const { page, context, pageErrors } = await openPage(browser, { locale: 'en-US' });
    await signIn(page, `/a/products/${productId}`);
    await openGridAndEdit(page, '20');
    const prompt = page.getByRole('alertdialog', { name: 'Leave without saving?' });

    await page.getByRole('link', { name: 'Back to the product' }).click();
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe(gridPath());
    await page.getByText('Changed cells: 1').waitFor();

    await page.goBack();
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(pathOf(page)).toBe(gridPath());
    await page.getByText('Changed cells: 1').waitFor();

    await page.getByRole('link', { name: 'Back to the product' }).click();
    await prompt.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === productPath());
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it("arms the browser's own dialog for a reload, and asks nothing once saved", async () => {
    const { page, context, pageErrors } = await openPage(browser, { locale: 'en-US' });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await signIn(page, `/a/products/${productId}`);
    await openGridAndEdit(page, '21');

    // Accepting the browser's "Leave site?" reloads; the unsaved edit is gone with it.
    await page.reload();
    expect(dialogs).toEqual(['beforeunload']);
    await page.getByText('Changed cells: 0').waitFor();

    await page.goto(`${server.url}${productPath()}`);
    await openGridAndEdit(page, '22');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Variants updated: 1.').waitFor({ timeout: 30_000 });
    await page.getByText('Changed cells: 0').waitFor();
    await page.reload();
    await page.getByText('Changed cells: 0').waitFor();
    await page.getByRole('link', { name: 'Back to the product' }).click();
    await page.waitForURL((url) => url.pathname === productPath());
    expect(dialogs).toEqual(['beforeunload']);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 90_000);
});

describe('a missing record', () => {
  it('shows "Order not found" on the first answer, with the way back to the orders', async () => {
    const { page, context } = await openPage(browser, { locale: 'en-US' });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/admin/orders/order_nope') asked.push(request.url());
    });
    await signIn(page, '/a/orders/order_nope');

    await page.getByRole('heading', { name: 'Order not found' }).waitFor();
    const back = page.getByRole('link', { name: 'Back to the list' });
    expect(await back.getAttribute('href')).toBe('/app/a/orders');
    // A 404 is final: no retry was made before (or after) the page showed it.
    expect(asked).toHaveLength(1);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await back.click();
    await page.waitForURL((url) => url.pathname === '/app/a/orders');
    await context.close();
  }, 60_000);
});
