/**
 * The admin's order screen in Chromium against the real server: an order placed through the
 * generated client as a shopper would, then captured, fulfilled, shipped with a tracking
 * number, partly refunded, and a return requested and received, each through the screen's
 * dialogs; what staff see is checked on screen and against the server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminCreateAuthToken, adminGetOrder } from '@commerce/client/admin/operations';
import { type Client, createClient } from '@commerce/client/runtime';
import { storeCompleteCart, storeListProducts } from '@commerce/client/store/operations';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/src/domains/people/index.ts';
import { launchBrowser, openPage } from './browser.ts';
import { BERLIN, readyCart, seedDemo, shopperClient } from './checkout-flow.ts';
import { type RunningServer, startServer } from './server.ts';
import { demoRegion } from './storefront-pages.ts';

const staff = { email: 'orders@example.com', password: 'orders staff password 1' };

let server: RunningServer;
let dataDir: string;
let admin: Client;
let browser: Browser;
let order: { id: string; display_id: number };

/** A guest's order of two units of a demo product in stock, paid manually (not captured). */
async function placeOrder(publishableApiKey: string) {
  const shopper = shopperClient(server.url, publishableApiKey);
  const europe = await demoRegion(shopper, 'eur');
  const { products } = await storeListProducts(shopper, { region_id: europe.id, limit: 10 });
  // Units on the shelf, not a backorder: a fulfillment takes them from a stock location.
  const variant = products
    .flatMap((p) => p.variants ?? [])
    .find((v) => v.purchasable && (v.inventory_quantity ?? 0) >= 2);
  if (!variant) throw new Error('the demo store has nothing in stock');
  const cart = await readyCart(shopper, {
    regionId: europe.id,
    items: [{ variant_id: variant.id, quantity: 2 }],
    email: 'ada@example.com',
    address: BERLIN,
    shippingOption: 'Standard shipping',
    provider: 'manual',
  });
  const completion = await storeCompleteCart(shopper, { id: cart.id });
  if (completion.type !== 'order') throw new Error(`completion answered ${completion.type}`);
  return completion.data;
}

beforeAll(async () => {
  // The demo pictures are uploads: they go to a folder of this run, not the repository's.
  dataDir = mkdtempSync(join(tmpdir(), 'admin-orders-'));
  process.env.DATA_DIR = dataDir;
  server = await startServer();
  await createUser(server.database.db, { ...staff, first_name: 'Olga', role: 'admin' });
  admin = createClient({ baseUrl: server.url });
  await adminCreateAuthToken(admin, staff);
  order = await placeOrder(await seedDemo(admin));
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Opens a dialog with `button`, lets `fill` complete it, submits it and waits for it to close. */
async function inDialog(page: Page, button: string, title: string, fill: () => Promise<void>) {
  const dialog = page.getByRole('dialog', { name: title });
  await fill();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('an order in the admin', () => {
  it('is captured, fulfilled, shipped, partly refunded and returned from its screen', async () => {
    const { context, page, pageErrors } = await openPage(browser, {
      viewport: { width: 1440, height: 1000 },
    });
    await page.goto(
      `${server.url}/app/login?redirect=${encodeURIComponent(`/a/orders/${order.id}`)}`,
    );
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const heading = page.getByRole('heading', { name: `Order #${order.display_id}`, level: 1 });
    await heading.waitFor();
    const states = page.getByRole('list', { name: 'Order states' });
    await states.getByText('Payment: Awaiting capture').waitFor();

    // Capture what the shopper authorized, so it can be refunded.
    await region(page, 'Payments').getByRole('button', { name: 'Capture payment' }).click();
    const capture = page.getByRole('alertdialog', { name: 'Capture the payment?' });
    await capture.getByRole('button', { name: 'Capture payment' }).click();
    await states.getByText('Payment: Captured').waitFor();

    // Fulfil both units from the default location, then ship them with a tracking number.
    const fulfillments = region(page, 'Fulfillments');
    await fulfillments.getByRole('button', { name: 'Create fulfillment' }).click();
    await inDialog(page, 'Create fulfillment', 'Create a fulfillment', async () => {});
    await states.getByText('Fulfillment: Fulfilled').waitFor();
    await fulfillments.getByRole('button', { name: 'Mark shipped: Fulfillment 1' }).click();
    await inDialog(page, 'Mark shipped', 'Mark as shipped', () =>
      page.getByLabel('Tracking numbers').fill('DHL-00340434'),
    );
    await fulfillments.getByText('Tracking: DHL-00340434').waitFor();
    await states.getByText('Fulfillment: Shipped').waitFor();

    // Refund 5 € of it; the form refuses more than can be refunded before asking the server.
    await region(page, 'Payments').getByRole('button', { name: 'Refund', exact: true }).click();
    const refund = page.getByRole('dialog', { name: `Refund order #${order.display_id}` });
    await refund.getByLabel(/Amount/).fill('100000');
    await refund.getByRole('button', { name: 'Refund', exact: true }).click();
    await refund.getByText('The refund cannot be more than what can still be refunded.').waitFor();
    await inDialog(page, 'Refund', `Refund order #${order.display_id}`, async () => {
      await refund.getByLabel(/Amount/).fill('5');
      await refund.getByLabel('Note').fill('Arrived late');
    });
    await states.getByText('Payment: Partially refunded').waitFor();

    // One unit comes back: requested, then received.
    const returns = region(page, 'Returns');
    await returns.getByRole('button', { name: 'Request return' }).click();
    await inDialog(page, 'Request return', 'Request a return', () =>
      page.getByRole('dialog').getByRole('spinbutton').first().fill('1'),
    );
    await returns.getByRole('button', { name: 'Receive: Return 1' }).click();
    await inDialog(page, 'Receive return', 'Receive the return', async () => {});
    await returns.getByText('Received', { exact: true }).waitFor();
    await states.getByText('Fulfillment: Partially returned').waitFor();

    const timeline = region(page, 'Timeline');
    await timeline.getByText('Email “Shipping notice” sent to ada@example.com').waitFor();
    await timeline.getByText('Return 1 received', { exact: false }).waitFor();

    // The server agrees with what the screen says.
    const { order: saved } = await adminGetOrder(admin, { id: order.id });
    expect(saved.payment_status).toBe('partially_refunded');
    expect(saved.fulfillment_status).toBe('partially_returned');
    expect(saved.fulfillments?.[0]?.tracking_numbers).toEqual(['DHL-00340434']);
    expect(saved.refunds?.map((r) => [r.amount, r.reason, r.note])).toEqual(
      expect.arrayContaining([[500, 'other', 'Arrived late']]),
    );
    expect(saved.returns?.map((r) => r.status)).toEqual(['received']);

    // Back in the list, the order shows its new states.
    await page.getByRole('link', { name: 'All orders' }).click();
    const row = page
      .getByRole('grid', { name: 'Orders' })
      .getByRole('row')
      .filter({ hasText: `Order #${order.display_id}` });
    await row.getByText('Partially refunded').waitFor();
    await row.getByText('Partially returned').waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
