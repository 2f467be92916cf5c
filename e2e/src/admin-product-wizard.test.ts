/**
 * The admin's product create wizard in Chromium against the real server: a published
 * product with three options of three values (27 variants) and one euro price applied to
 * all of them, then seen on the storefront's product page in the same browser.
 */
import { adminCreateAuthToken } from '@commerce/client/admin/operations';
import { createClient } from '@commerce/client/runtime';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/src/domains/people/index.ts';
import { seedDemoStore } from '../../server/src/seed/demo-store.ts';
import { launchBrowser, openPage, SHOPPER_LOCALE } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

const staff = { email: 'wizard@example.com', password: 'wizard staff password 1' };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  await createUser(server.database.db, { ...staff, role: 'admin' });
  const admin = createClient({ baseUrl: server.url });
  await adminCreateAuthToken(admin, staff);
  await seedDemoStore(admin);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

describe('the product create wizard', () => {
  it('creates 27 variants with a price, and the storefront shows the product', async () => {
    const { page, context, pageErrors } = await openPage(browser, {
      viewport: { width: 1440, height: 900 },
      // A country in no demo region: the storefront part lands in the default region (€).
      locale: SHOPPER_LOCALE,
    });
    await page.goto(`${server.url}/app/login?redirect=%2Fa%2Fproducts`);
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Create product' }).click();
    await page.getByRole('heading', { name: 'New product', level: 1 }).waitFor();

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Wizard Hoodie');
    await page.getByRole('textbox', { name: 'Handle', exact: true }).fill('wizard-hoodie');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Published' }).click();
    await next(page);
    await page.getByRole('heading', { name: 'Step 2 of 7: Organize' }).waitFor();
    await next(page);

    const options = [
      ['Size', 'S, M, L'],
      ['Color', 'Red, Green, Blue'],
      ['Fabric', 'Cotton, Wool, Linen'],
    ];
    for (const [n, [title, values]] of options.entries()) {
      await page.getByRole('button', { name: 'Add an option' }).click();
      await page.getByLabel(`Option ${n + 1}`, { exact: true }).fill(title ?? '');
      await page.getByLabel(`Values of option ${n + 1}`).fill(values ?? '');
    }
    await page.getByRole('heading', { name: 'Variants (27)' }).waitFor();
    await next(page);

    await page.getByLabel('EUR for all variants').fill('10.00');
    await page.getByRole('button', { name: 'Apply to all variants' }).click();
    expect(await page.getByLabel('EUR of L / Blue / Linen').inputValue()).toBe('10.00');
    await next(page);
    await next(page);
    await next(page);
    await page.getByText('27', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Create product' }).click();

    await page
      .getByRole('heading', { name: 'Wizard Hoodie', level: 1 })
      .waitFor({ timeout: 20_000 });
    expect(page.url()).toMatch(/\/app\/a\/products\/prod_/);

    await page.goto(`${server.url}/products/wizard-hoodie`);
    await page.getByRole('heading', { name: 'Wizard Hoodie', level: 1 }).waitFor();
    // 10.00 € as entered: the demo region's 20 % tax is added in the cart (issue 24's rule).
    await page.getByTestId('price').first().filter({ hasText: '€10.00' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 90_000);
});
