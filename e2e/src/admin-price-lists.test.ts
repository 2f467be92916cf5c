/**
 * Price lists end to end: a price list for a customer group is created in the admin
 * (Chromium, real server, demo store) and a T-shirt variant's euro price is set in its
 * grid; through the generated store client, the group's customer signed in then pays that
 * price, while a guest still sees the default one.
 */
import {
  adminAddCustomerGroupCustomers,
  adminCreateCustomer,
  adminCreateCustomerGroup,
  adminGetPriceList,
  adminListPriceLists,
} from '@commerce/client/admin/operations';
import type { Client } from '@commerce/client/runtime';
import { storeCreateAuthToken, storeListProducts } from '@commerce/client/store/operations';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoVariants } from './after-order-flow.ts';
import { launchBrowser, openPage } from './browser.ts';
import { STAFF_PASSWORD, seedDemo, shopperClient, staffClient } from './checkout-flow.ts';
import { type RunningServer, startServer } from './server.ts';

const email = 'price-lists@example.com';
const customer = { email: 'buyer@example.com', password: 'a long enough password' };
let server: RunningServer;
let browser: Browser;
let staff: Client;

beforeAll(async () => {
  server = await startServer();
  staff = await staffClient(server.url, server.database, email);
  await seedDemo(staff);
  const { customer_group } = await adminCreateCustomerGroup(staff, { name: 'Wholesale' });
  const { customer: buyer } = await adminCreateCustomer(staff, {
    ...customer,
    first_name: 'Bea',
    last_name: 'Buyer',
  });
  await adminAddCustomerGroupCustomers(
    staff,
    { id: customer_group.id },
    { customer_ids: [{ id: buyer.id }] },
  );
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The first T-shirt variant's price in euros, as the client's shopper is charged it. */
async function tShirtPrice(shopper: Client, regionId: string, variantId: string) {
  const { products } = await storeListProducts(shopper, { region_id: regionId, handle: 't-shirt' });
  const variant = products[0]?.variants?.find((v) => v.id === variantId);
  return { calculated: variant?.calculated_price, original: variant?.original_price };
}

describe('price lists', () => {
  it("sets a customer group's price in the admin grid, which only that group's customer pays", async () => {
    const { page, context, pageErrors } = await openPage(browser, {
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
    });
    await page.goto(`${server.url}/app/login?redirect=%2Fa%2Fpricing%2Fnew`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'New price list', level: 1 }).waitFor();

    await page.getByRole('textbox', { name: /^Name/ }).fill('Wholesale prices');
    await page.getByRole('radio', { name: /^Override/ }).check();
    await page.getByRole('radio', { name: 'Active' }).check();
    await page.getByRole('checkbox', { name: 'Wholesale' }).check();
    await page.getByRole('checkbox', { name: 'EUR', exact: true }).check();
    await page.getByRole('button', { name: 'Create price list' }).click();
    await page.getByRole('heading', { name: 'Wholesale prices', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add products' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add products' });
    await dialog.getByRole('searchbox', { name: 'Search products' }).fill('T-shirt');
    await dialog
      .getByRole('checkbox', { name: /T-shirt/i })
      .first()
      .check();
    await dialog.getByRole('button', { name: 'Add to list (1)' }).click();

    const grid = page.getByRole('grid', { name: 'Prices of Wholesale prices' });
    await grid.waitFor();
    expect(await grid.getByRole('columnheader').allTextContents()).toEqual([
      'Product · variant',
      'EUR',
    ]);
    await grid.getByRole('row').nth(1).getByRole('gridcell').first().click();
    await page.keyboard.type('7');
    await page.keyboard.press('Enter');
    await page.getByText('Changed cells: 1').waitFor();
    await page.getByRole('button', { name: 'Save prices' }).click();
    await page.getByText('Prices saved: 1.').waitFor();
    await page.getByText('Changed cells: 0').waitFor();
    await page.getByText('Products in this list').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();

    const { price_lists } = await adminListPriceLists(staff, { q: 'Wholesale' });
    const listId = price_lists[0]?.id ?? '';
    const { price_list } = await adminGetPriceList(staff, { id: listId });
    const [price] = price_list.prices ?? [];
    expect(price).toMatchObject({ currency_code: 'eur', amount: 700, region_id: null });
    expect(price_list.customer_groups?.map((group) => group.name)).toEqual(['Wholesale']);

    const { regionId } = await demoVariants(server.url, 't-shirt');
    const variantId = price?.variant_id ?? '';
    const guest = await tShirtPrice(shopperClient(server.url), regionId, variantId);
    expect(guest.original).toBeGreaterThan(700);
    expect(guest.calculated).toBe(guest.original);

    const buyer = shopperClient(server.url);
    await storeCreateAuthToken(buyer, customer);
    const member = await tShirtPrice(buyer, regionId, variantId);
    expect(member.calculated).toBe(700);
    expect(member.original).toBe(guest.original);
  }, 90_000);
});
