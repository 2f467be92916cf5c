/**
 * The admin's smaller edges of issue 28 in Chromium, against the real server and demo store:
 * labels that read well before a choice is made, reservations named by their item, a price
 * grid that keeps its columns after a save, toasts that leave the account menu usable, the
 * import's error count in each language's plural, one "அன்று" in a Tamil date, and a
 * refund that reads "−5.00 €" in Arabic rather than being reordered by the bidi algorithm.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adminCaptureOrderPayment,
  adminCreatePriceList,
  adminCreateReservation,
  adminListInventoryItems,
  adminRefundOrderPayment,
} from '@commerce/client/admin/operations';
import type { Client } from '@commerce/client/runtime';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from './after-order-flow.ts';
import { launchBrowser, openPage } from './browser.ts';
import { STAFF_PASSWORD, seedDemo, staffClient } from './checkout-flow.ts';
import { type RunningServer, startServer } from './server.ts';

const email = 'rough-edges@example.com';
let server: RunningServer;
let browser: Browser;
let staff: Client;
let dataDir: string;

beforeAll(async () => {
  // The import's upload goes to a folder of this run, not the repository's .data.
  dataDir = mkdtempSync(join(tmpdir(), 'admin-rough-edges-'));
  process.env.DATA_DIR = dataDir;
  server = await startServer({ batchJobs: { pollMs: 200 } });
  staff = await staffClient(server.url, server.database, email);
  await seedDemo(staff);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The admin's product-transfer texts in `language`, to find its screens by their words. */
function productTransfer(language: string): { actions: { import: string } } {
  const file = join(
    import.meta.dirname,
    `../../admin/public/locales/${language}/product-transfer.json`,
  );
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A signed-in page at `path` (under /app), in `language` when given. */
async function signedIn(path: string, language?: string) {
  const opened = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  // `?lng=` on the first page: the language is detected once, when the app starts.
  const lng = language ? `lng=${language}&` : '';
  await opened.page.goto(`${server.url}/app/login?${lng}redirect=${encodeURIComponent(path)}`);
  await opened.page.locator('input[type="email"]').fill(email);
  await opened.page.locator('input[type="password"]').fill(STAFF_PASSWORD);
  await opened.page.locator('button[type="submit"]').click();
  await opened.page.waitForURL((url) => url.pathname === `/app${path.split('?')[0]}`);
  return opened;
}

/** The topmost element at the middle of `target` is `target` or inside it: nothing covers it. */
function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** How many toasts are on screen now. */
const toastsShown = (page: Page) => page.locator('[data-sonner-toast]').count();

/**
 * The element's text as drawn, left to right: its characters sorted by where each one is
 * painted, without the invisible direction marks. Equal to the text when nothing was
 * reordered by the bidi algorithm.
 */
function drawnText(target: Locator): Promise<{ drawn: string; logical: string }> {
  return target.evaluate((element) => {
    const marks = /[\u061c\u200e\u200f\u2066-\u2069]/;
    const text = element.textContent ?? '';
    const node = element.firstChild;
    const glyphs: { char: string; x: number }[] = [];
    for (let index = 0; index < text.length; index++) {
      const char = text[index] ?? '';
      if (marks.test(char) || !node) continue;
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      glyphs.push({ char, x: range.getBoundingClientRect().x });
    }
    return {
      drawn: [...glyphs]
        .sort((a, b) => a.x - b.x)
        .map((glyph) => glyph.char)
        .join(''),
      logical: glyphs.map((glyph) => glyph.char).join(''),
    };
  });
}

describe('the admin in issue 28', () => {
  it('labels the gift card value without empty parentheses, and toasts leave the account menu usable', async () => {
    const { page, context, pageErrors } = await signedIn('/a/gift-cards');
    await page.getByRole('button', { name: 'Issue gift card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue a gift card' });
    // No region yet, so no currency: the label is the plain word, not "Value ()".
    await dialog.getByRole('textbox', { name: 'Value', exact: true }).waitFor();
    expect(await dialog.getByText('()').count()).toBe(0);
    await dialog.getByRole('combobox', { name: 'Region' }).click();
    await page.getByRole('option', { name: 'Europe (EUR)' }).click();
    await dialog.getByRole('textbox', { name: 'Value (EUR)', exact: true }).fill('10');
    await dialog.getByRole('button', { name: 'Issue card' }).click();

    // The "issued" toast is up: the account menu's button is not under it, and the opened
    // menu is above it, so both take their clicks.
    await page.locator('[data-sonner-toast]').first().waitFor();
    // Once the dialog has gone (its backdrop fades out while the toast comes in).
    await dialog.waitFor({ state: 'hidden' });
    const account = page.getByRole('button', { name: /Account menu/ });
    await expect.poll(() => isOnTop(account)).toBe(true);
    await account.click();
    const shortcuts = page.getByRole('menuitem', { name: /Keyboard shortcuts/ });
    await shortcuts.waitFor();
    expect(await toastsShown(page)).toBeGreaterThan(0);
    await expect.poll(() => isOnTop(shortcuts)).toBe(true);
    await shortcuts.click({ timeout: 2000 });
    await page.getByRole('dialog', { name: /Keyboard shortcuts/ }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('names a reservation by its item and SKU, not by the item id', async () => {
    const { inventory_items } = await adminListInventoryItems(staff, { q: 't-shirt', limit: 1 });
    const item = inventory_items[0];
    const location = item?.location_levels?.[0]?.location_id;
    if (!item || !location) throw new Error('the demo T-shirt has no stocked inventory item');
    await adminCreateReservation(staff, {
      inventory_item_id: item.id,
      location_id: location,
      quantity: 1,
      description: 'Held for a phone order',
    });

    const { page, context, pageErrors } = await signedIn('/a/inventory/reservations');
    const grid = page.getByRole('grid', { name: 'Reservations' });
    const row = grid.getByRole('row').filter({ hasText: 'Held for a phone order' });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(item.title ?? '');
    expect(text).toContain(item.sku ?? '');
    expect(text).not.toContain(item.id);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('keeps every currency and region column of a price list after saving', async () => {
    const { price_list } = await adminCreatePriceList(staff, {
      name: 'Spring sale',
      description: 'Ten days of lower prices',
      type: 'sale',
      prices: [],
    });
    const { page, context, pageErrors } = await signedIn(`/a/pricing/${price_list.id}`);
    await page.getByRole('button', { name: 'Add products' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add products' });
    await dialog.getByRole('searchbox', { name: 'Search products' }).fill('T-shirt');
    await dialog
      .getByRole('checkbox', { name: /T-shirt/i })
      .first()
      .check();
    await dialog.getByRole('button', { name: 'Add to list (1)' }).click();

    const grid = page.getByRole('grid', { name: 'Prices of Spring sale' });
    await grid.waitFor();
    const headers = () => grid.getByRole('columnheader').allTextContents();
    const before = await headers();
    // Every store currency and region: more than the one column that gets a price.
    expect(before.length).toBeGreaterThan(2);
    await grid.getByRole('row').nth(1).getByRole('gridcell').first().click();
    await page.keyboard.type('7');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save prices' }).click();
    await page.getByText('Prices saved: 1.').waitFor();
    await page.getByText('Changed cells: 0').waitFor();
    expect(await headers()).toEqual(before);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('says how many errors an import file has with the plural forms of each language', async () => {
    const path = join(dataDir, 'one-bad-line.csv');
    writeFileSync(path, 'product_handle,product_title,variant_title\nmug,Mug,\n');
    // Russian has a form for one, for few and for many: 1 takes "ошибка", not "ошибок".
    for (const [language, expected] of [
      ['en', 'The file has 1 error.'],
      ['ru', 'В файле 1 ошибка.'],
    ] as const) {
      const importLabel = productTransfer(language).actions.import;
      const { page, context, pageErrors } = await signedIn('/a/products', language);
      await page.getByRole('button', { name: importLabel }).click();
      const dialog = page.getByRole('dialog', { name: importLabel });
      await dialog.locator('input[type="file"]').setInputFiles(path);
      await dialog.locator('button[type="submit"]').click();
      const alert = dialog.getByRole('alert');
      await alert.getByText(expected, { exact: true }).waitFor();
      expect(await alert.textContent()).not.toContain('The import file has');
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  }, 90_000);

  it('dates an order once in Tamil and draws a refund in Arabic as the number it is', async () => {
    const order = await placeOrder(server.url, 'languages@example.com', 1);
    await adminCaptureOrderPayment(staff, { id: order.id });
    await adminRefundOrderPayment(staff, { id: order.id }, { amount: 500, reason: 'other' });

    const tamil = await signedIn(`/a/orders/${order.id}`, 'ta');
    // The line under the order's number: "Placed on {{date}}".
    const placed = tamil.page.locator('h1 + p');
    await placed.getByText('செய்யப்பட்டது', { exact: false }).waitFor();
    const line = (await placed.textContent()) ?? '';
    // "{{date}} அன்று செய்யப்பட்டது" around a date that carried its own "அன்று" read it twice.
    expect(line.split('அன்று').length - 1).toBe(1);
    expect(tamil.pageErrors).toEqual([]);
    await tamil.context.close();

    const arabic = await signedIn(`/a/orders/${order.id}`, 'ar');
    await arabic.page.locator('html[dir="rtl"]').waitFor();
    const refunded = arabic.page
      .locator('dt', { hasText: /^المسترد$/ })
      .locator('xpath=following-sibling::dd[1]');
    await refunded.waitFor();
    const { drawn, logical } = await drawnText(refunded);
    // Drawn left to right exactly as written: the sign before the number, the euro last
    // (unisolated, the bidi algorithm drew "€ -5.00").
    expect(drawn).toMatch(/^\u2212.*5.*€$/);
    expect(drawn).toBe(logical);
    expect(arabic.pageErrors).toEqual([]);
    await arabic.context.close();
  }, 60_000);
});
