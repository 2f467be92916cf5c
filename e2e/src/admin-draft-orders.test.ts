/**
 * Draft orders and customer groups in Chromium against the real server with the demo store:
 * a draft order created in the admin (a catalogue variant through the picker, a custom
 * line, shipping and address), a line changed, then marked paid into an order; and a
 * customer added to a group from the group's screen.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adminCreateAuthToken,
  adminCreateCustomer,
  adminCreateCustomerGroup,
  adminGetOrder,
  adminListCustomerGroupCustomers,
  adminListDraftOrders,
  adminListProducts,
} from '@commerce/client/admin/operations';
import { type Client, createClient } from '@commerce/client/runtime';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/src/domains/people/index.ts';
import { launchBrowser, openPage } from './browser.ts';
import { seedDemo } from './checkout-flow.ts';
import { type RunningServer, startServer } from './server.ts';

const staff = { email: 'drafts@example.com', password: 'drafts staff password 1' };

let server: RunningServer;
let dataDir: string;
let admin: Client;
let browser: Browser;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'admin-drafts-'));
  process.env.DATA_DIR = dataDir;
  server = await startServer();
  await createUser(server.database.db, { ...staff, role: 'admin' });
  admin = createClient({ baseUrl: server.url });
  await adminCreateAuthToken(admin, staff);
  await seedDemo(admin);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(path: string) {
  const opened = await openPage(browser, { viewport: { width: 1440, height: 1000 } });
  const { page } = opened;
  await page.goto(`${server.url}/app/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return opened;
}

/** Picks `option` in the select labelled `label` (an Ariakit select: a combobox and a list). */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('a draft order', () => {
  it('is created in the admin, edited, and marked paid into an order', async () => {
    // A demo variant with units on the shelf: paying reserves its stock.
    const { products } = await adminListProducts(admin, { limit: 50 });
    const product = products.find((p) =>
      (p.variants ?? []).some((v) => v.sku && (v.inventory_quantity ?? 0) >= 2),
    );
    const variant = product?.variants?.find((v) => v.sku && (v.inventory_quantity ?? 0) >= 2);
    if (!product || !variant?.sku) throw new Error('the demo store has nothing in stock');

    const { context, page, pageErrors } = await signedIn('/a/orders');
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    // Reached from the orders area.
    await page
      .getByRole('navigation', { name: 'Order screens' })
      .getByRole('link', { name: 'Draft orders' })
      .click();
    await page.getByRole('heading', { name: 'Draft orders', level: 1 }).waitFor();
    await page.getByText('No draft orders').waitFor();

    await page.getByRole('button', { name: 'Create draft order' }).click();
    const form = page.getByRole('dialog', { name: 'New draft order' });
    await form.getByLabel('Customer email').fill('draft.buyer@example.com');
    await choose(page, 'Region', 'Europe (EUR)');

    await form.getByRole('button', { name: 'Add from catalogue' }).click();
    const picker = page.getByRole('dialog', { name: 'Add items' });
    await picker.getByLabel('Search products and variants').fill(variant.sku);
    await picker.getByRole('checkbox', { name: `${product.title}, ${variant.title}` }).click();
    await picker.getByRole('button', { name: 'Add chosen (1)' }).click();
    await picker.waitFor({ state: 'detached' });
    await form.getByText(`${product.title} · ${variant.title}`, { exact: true }).waitFor();

    await form.getByRole('button', { name: 'Add custom item' }).click();
    await form.getByLabel('Title of Custom item 2').fill('Gift wrap');
    await form.getByLabel('Unit price of Custom item 2 in EUR').fill('3.50');
    await choose(page, 'Shipping option', 'Standard shipping');
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('Address').fill('Unter den Linden 1');
    await form.getByLabel('City').fill('Berlin');
    await form.getByLabel('Postal code').fill('10117');
    await choose(page, 'Country', /Germany/);
    await form.getByRole('button', { name: 'Create', exact: true }).click();

    const heading = page.getByRole('heading', { name: /^Draft #\d+$/, level: 1 });
    await heading.waitFor();
    const items = page.getByRole('region', { name: 'Items' });
    await items.getByText('Gift wrap').waitFor();
    await items.getByRole('row').filter({ hasText: variant.sku }).waitFor();
    await page.getByText('Standard shipping · €4.90').waitFor();

    // Two gift wraps: the line's total follows.
    const wraps = items.getByRole('spinbutton', { name: 'Quantity of Gift wrap' });
    await wraps.fill('2');
    await wraps.press('Enter');
    await items.getByRole('row').filter({ hasText: 'Gift wrap' }).getByText('€7.00').waitFor();

    await page.getByRole('button', { name: 'Mark as paid' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Mark this draft order as paid?' });
    await ask.getByRole('button', { name: 'Mark as paid' }).click();
    const orderHeading = page.getByRole('heading', { name: /^Order #\d+$/, level: 1 });
    await orderHeading.waitFor();
    const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';

    const { order } = await adminGetOrder(admin, { id: orderId });
    expect(order.email).toBe('draft.buyer@example.com');
    const lines = order.items?.map((item) => [item.variant_id ?? item.title, item.quantity]);
    expect(lines?.sort()).toEqual(
      [
        ['Gift wrap', 2],
        [variant.id, 1],
      ].sort(),
    );
    const { draft_orders } = await adminListDraftOrders(admin, {});
    expect(draft_orders.map((d) => [d.status, d.order_id])).toEqual([['completed', orderId]]);

    // The draft now links to its order.
    await page.goto(`${server.url}/app/a/draft-orders/${draft_orders[0]?.id}`);
    await page.getByRole('link', { name: `Open order #${order.display_id}` }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('a customer group', () => {
  it('gets a customer added from its screen, and lists them', async () => {
    const { customer } = await adminCreateCustomer(admin, {
      email: 'wholesale.buyer@example.com',
      first_name: 'Wanda',
      last_name: 'Wholesale',
      password: 'wholesale password 1',
    });
    const { customer_group: group } = await adminCreateCustomerGroup(admin, { name: 'Wholesale' });

    const { context, page, pageErrors } = await signedIn(`/a/customers/groups/${group.id}`);
    await page.getByRole('heading', { name: 'Wholesale', level: 1 }).waitFor();
    await page.getByText('No customers in this group').waitFor();
    await page.getByRole('button', { name: 'Add customers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add customers to Wholesale' });
    await dialog.getByRole('searchbox').fill('wholesale.buyer');
    await dialog.getByRole('checkbox', { name: /Wanda Wholesale/ }).click();
    await dialog.getByRole('button', { name: 'Add 1 customer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('1 customer added to the group.').waitFor();
    await page.getByText('wholesale.buyer@example.com').first().waitFor();

    const members = await adminListCustomerGroupCustomers(admin, { id: group.id });
    expect(members.customers.map((c) => c.id)).toEqual([customer.id]);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 60_000);
});
