/**
 * Product import and export in Chromium against the real server with its batch-job worker:
 * a CSV of 50 products uploaded from the product list, its dry-run summary confirmed, the
 * completion toast and the products in the catalogue; then an export whose file is
 * downloaded from the activity drawer and read line by line.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminCreateAuthToken, adminListProducts } from '@commerce/client/admin/operations';
import { type Client, createClient } from '@commerce/client/runtime';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/src/domains/people/index.ts';
import { parseCsv } from '../../server/src/jobs/csv.ts';
import { launchBrowser, openPage } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

const staff = { email: 'transfer@example.com', password: 'transfer staff password 1' };
const PRODUCTS = 50;

let server: RunningServer;
let dataDir: string;
let admin: Client;
let browser: Browser;

/** 50 products of two sizes each, priced in euros: 100 lines after the header. */
function importFile(): string {
  const lines = [
    'product_handle,product_title,product_status,variant_title,variant_sku,variant_inventory_quantity,option_1_name,option_1_value,price_eur',
  ];
  for (let n = 1; n <= PRODUCTS; n++) {
    for (const size of ['S', 'M']) {
      lines.push(
        `imported-${n},Imported product ${n},published,${size},IMP-${n}-${size},5,Size,${size},${1000 + n}`,
      );
    }
  }
  const path = join(dataDir, 'products.csv');
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'admin-transfer-'));
  process.env.DATA_DIR = dataDir;
  server = await startServer({ batchJobs: { pollMs: 300 } });
  await createUser(server.database.db, { ...staff, role: 'admin' });
  admin = createClient({ baseUrl: server.url });
  await adminCreateAuthToken(admin, staff);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn() {
  const opened = await openPage(browser, { viewport: { width: 1440, height: 1000 } });
  const { page } = opened;
  await page.goto(`${server.url}/app/login?redirect=${encodeURIComponent('/a/products')}`);
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
  return opened;
}

describe('product import and export', () => {
  it('imports a CSV of 50 products after its summary, and announces the end', async () => {
    const { context, page, pageErrors } = await signedIn();
    await page.getByRole('button', { name: 'Import products' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products' });
    await dialog.getByLabel('CSV file').setInputFiles(importFile());
    await dialog.getByRole('button', { name: 'Upload and check' }).click();

    const summary = dialog.getByRole('region', { name: 'What the import will do' });
    await summary.waitFor({ timeout: 30_000 });
    const stats = await summary.locator('dt, dd').allTextContents();
    expect(stats).toEqual([
      'Products to create',
      '50',
      'Products to update',
      '0',
      'Variants to write',
      '100',
    ]);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const toast = page.locator('[data-sonner-toast]').filter({
      hasText: 'product import batch job completed',
    });
    await toast.waitFor({ timeout: 60_000 });
    await dialog.getByText('The import is complete. Products written: 50.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const { products, count } = await adminListProducts(admin, {
      q: 'Imported product',
      limit: 100,
    });
    expect(count).toBe(PRODUCTS);
    const product7 = products.find((p) => p.handle === 'imported-7');
    expect(product7?.variants?.map((v) => v.sku).sort()).toEqual(['IMP-7-M', 'IMP-7-S']);
    // The product list shows them too (the completed import refreshed it).
    await page.getByRole('link', { name: 'Imported product 50' }).first().waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('exports the products and downloads the file from the activity drawer', async () => {
    const { context, page, pageErrors } = await signedIn();
    await page.getByRole('button', { name: 'Export products' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Export products' });
    await ask.getByRole('button', { name: 'Export', exact: true }).click();
    await page
      .getByText('The export has started. Its file will be in the activity drawer.')
      .waitFor();
    await page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'product export batch job completed' })
      .waitFor({ timeout: 60_000 });

    await page.getByRole('button', { name: /^Activity/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Activity' });
    const item = drawer.getByRole('listitem').filter({ hasText: 'product export' }).first();
    const signed = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/admin/uploads/download-url',
    );
    const popup = context.waitForEvent('page', { timeout: 10_000 }).catch(() => null);
    await item.getByRole('button', { name: 'Download' }).click();
    const { download_url } = await (await signed).json();
    expect(await popup).not.toBeNull();
    const file = await page.request.get(download_url);
    expect(file.status()).toBe(200);
    const saved = join(dataDir, 'export.csv');
    writeFileSync(saved, await file.body());

    const [header, ...rows] = parseCsv(readFileSync(saved, 'utf8'));
    const column = (name: string) => header?.indexOf(name) ?? -1;
    expect(column('product_handle')).toBeGreaterThanOrEqual(0);
    // One line per variant: the 50 imported products' 100 variants.
    const imported = rows.filter((row) => row[column('product_handle')]?.startsWith('imported-'));
    expect(imported).toHaveLength(PRODUCTS * 2);
    const line = imported.find((row) => row[column('variant_sku')] === 'IMP-12-M');
    expect(line?.[column('product_title')]).toBe('Imported product 12');
    expect(line?.[column('price_eur')]).toBe('1012');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
