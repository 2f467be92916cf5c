/**
 * After-sales work on the admin's order screen in Chromium against the real server with the
 * demo store: an exchange created by staff, confirmed by the shopper through the swap's cart
 * in the storefront, then paid, fulfilled and shipped from the admin; a replacement claim
 * created, fulfilled and shipped; and an order edit built in the admin (an item added, a
 * quantity changed), sent, accepted and paid by the shopper on the storefront's
 * /order-edits/{id} page, and then shown as confirmed on the order screen.
 */
import { adminGetOrder } from '@commerce/client/admin/operations';
import type { Client } from '@commerce/client/runtime';
import { storeListProducts } from '@commerce/client/store/operations';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeDeliveredOrder, placeOrder } from './after-order-flow.ts';
import { STAFF_PASSWORD, shopperClient, signedInStaff } from './checkout-flow.ts';
import { storefrontJourney } from './storefront-journey.ts';

const STAFF = 'after-sales-staff@example.com';
const shop = storefrontJourney(STAFF);
let staff: Client;

beforeAll(async () => {
  staff = await signedInStaff(shop.server.url, STAFF);
});

/** A demo product's title and one of its variants with units on the shelf. */
async function stockedVariant(handle: string) {
  const { products } = await storeListProducts(shopperClient(shop.server.url), { handle });
  const product = products[0];
  const variant = product?.variants?.find((v) => (v.inventory_quantity ?? 0) > 2);
  if (!product || !variant) throw new Error(`the demo ${handle} is out of stock`);
  return { product: product.title, variant: variant.title, id: variant.id };
}

/** Signs in on the admin and opens the order's screen. */
async function openOrder(page: Page, order: { id: string; display_id: number }) {
  const path = `/a/orders/${order.id}`;
  await page.goto(`${shop.server.url}/app/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(STAFF);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: `Order #${order.display_id}`, level: 1 }).waitFor();
}

/** Chooses one variant in the variant picker, searched by its product's title. */
async function pick(page: Page, title: string, found: { product: string; variant: string }) {
  const picker = page.getByRole('dialog', { name: title });
  await picker.getByRole('searchbox', { name: 'Search products and variants' }).fill(found.product);
  await picker
    .getByRole('checkbox', { name: `${found.product}, ${found.variant}`, exact: true })
    .check();
  await picker.getByRole('button', { name: 'Add chosen (1)' }).click();
  await picker.waitFor({ state: 'detached' });
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Confirms an alert dialog with its button and waits for it to close. */
async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Marks a fulfillment shipped with a tracking number in the "Mark as shipped" dialog. */
async function ship(page: Page, tracking: string) {
  const dialog = page.getByRole('dialog', { name: 'Mark as shipped' });
  await dialog.getByLabel('Tracking numbers').fill(tracking);
  await dialog.getByRole('button', { name: 'Mark shipped', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

// Each journey drives two apps; on a busy machine one takes longer than the default 30 s.
describe('after-sales from the admin order screen', { timeout: 120_000 }, () => {
  it('runs an exchange from the order screen through to its shipment', async () => {
    const { page, context, pageErrors } = shop;
    const order = await placeDeliveredOrder(shop.server.url, staff, 'swap-admin@example.com');
    const sweatshirt = await stockedVariant('sweatshirt');
    await openOrder(page, order);
    const exchanges = region(page, 'Exchanges');
    await exchanges.getByRole('button', { name: 'Create exchange' }).click();
    const create = page.getByRole('dialog', { name: 'Create an exchange' });
    await create.getByRole('spinbutton').first().fill('1');
    await create.getByRole('button', { name: 'Choose variants' }).click();
    await pick(page, 'Choose the new items', sweatshirt);
    await create.getByText(`1 × ${sweatshirt.product}, ${sweatshirt.variant}`).waitFor();
    await create.getByRole('button', { name: 'Create exchange', exact: true }).click();
    await create.waitFor({ state: 'detached' });
    await exchanges.getByText('waiting for the customer', { exact: false }).waitFor();

    // The shopper confirms it through the swap's cart in the storefront and pays the difference.
    const { order: created } = await adminGetOrder(staff, { id: order.id });
    const cartId = created.swaps?.[0]?.cart_id;
    if (!cartId) throw new Error('the exchange has no cart');
    const shopper = await context.newPage();
    await shopper.goto(`${shop.server.url}/swaps/${cartId}`);
    await shopper.getByRole('heading', { level: 1, name: 'Your exchange' }).waitFor();
    await shopper.getByRole('radio', { name: /Standard shipping/ }).check();
    await shopper.getByRole('button', { name: /^Pay €.* and confirm$/ }).click();
    await shopper.getByRole('heading', { level: 1, name: 'Exchange confirmed' }).waitFor();
    await shopper.close();

    // Back in the admin: capture the difference, fulfil the new item and ship it.
    await page.reload();
    await exchanges.getByText('confirmed by the customer', { exact: false }).waitFor();
    await exchanges.getByRole('button', { name: /^Process payment: Exchange 1/ }).click();
    await confirm(page, "Process the exchange's payment?", 'Process payment');
    await exchanges.getByRole('button', { name: /^Fulfil: Exchange 1/ }).click();
    await confirm(page, "Fulfil the exchange's new items?", 'Fulfil');
    await exchanges.getByRole('button', { name: /^Mark shipped: Exchange 1/ }).click();
    await ship(page, 'DHL-SWAP-1');
    await exchanges.getByRole('button', { name: /^Mark shipped/ }).waitFor({ state: 'detached' });

    const { order: saved } = await adminGetOrder(staff, { id: order.id });
    const swap = saved.swaps?.[0];
    expect(swap?.payment_status).toBe('captured');
    expect(swap?.fulfillment_status).toBe('shipped');
    expect(swap?.fulfillments?.[0]?.tracking_numbers).toEqual(['DHL-SWAP-1']);
    expect(swap?.additional_items?.map((line) => line.variant_id)).toEqual([sweatshirt.id]);
    expect(pageErrors).toEqual([]);
  });

  it('creates a replacement claim, fulfils it and ships it', async () => {
    const { page, pageErrors } = shop;
    const order = await placeDeliveredOrder(shop.server.url, staff, 'claim-admin@example.com');
    const shirt = await stockedVariant('t-shirt');
    await openOrder(page, order);
    const claims = region(page, 'Claims');
    await claims.getByRole('button', { name: 'Create claim' }).click();
    const create = page.getByRole('dialog', { name: 'Create a claim' });
    await create.getByRole('spinbutton').first().fill('1');
    await create.getByRole('radio', { name: 'Replacement' }).check();
    await create.getByRole('textbox', { name: 'Note' }).fill('Seam torn on arrival');
    await create.getByRole('button', { name: 'Choose variants' }).click();
    await pick(page, 'Choose the new items', shirt);
    await create.getByRole('button', { name: 'Create claim', exact: true }).click();
    await create.waitFor({ state: 'detached' });

    await claims.getByText(`Sent as replacement: 1 × ${shirt.product}`, { exact: false }).waitFor();
    await claims.getByRole('button', { name: /^Fulfil: Claim 1/ }).click();
    const fulfil = page.getByRole('dialog', { name: 'Fulfil the replacement items' });
    await fulfil.getByRole('button', { name: 'Fulfil', exact: true }).click();
    await fulfil.waitFor({ state: 'detached' });
    await claims.getByRole('button', { name: /^Mark shipped: Claim 1 .*fulfillment 1$/ }).click();
    await ship(page, 'UPS-CLAIM-7');
    await claims.getByText('Tracking: UPS-CLAIM-7').waitFor();

    const { order: saved } = await adminGetOrder(staff, { id: order.id });
    const claim = saved.claims?.[0];
    expect(claim).toMatchObject({ type: 'replace', fulfillment_status: 'shipped' });
    expect(claim?.claim_items?.map((i) => [i.quantity, i.reason, i.note])).toEqual([
      [1, 'production_failure', 'Seam torn on arrival'],
    ]);
    expect(claim?.additional_items?.map((line) => line.variant_id)).toEqual([shirt.id]);
    expect(pageErrors).toEqual([]);
  });

  it('builds an order edit that the shopper accepts in the storefront', async () => {
    const { page, context, pageErrors } = shop;
    const order = await placeOrder(shop.server.url, 'edit-admin@example.com', 1);
    const sweatshirt = await stockedVariant('sweatshirt');
    await openOrder(page, order);
    const edits = region(page, 'Order edits');
    await edits.getByRole('button', { name: 'Start edit' }).click();
    await confirm(page, 'Start an order edit?', 'Start edit');

    const line = order.items?.[0]?.title ?? '';
    await edits.getByRole('button', { name: `Change quantity: ${line}` }).click();
    const quantity = page.getByRole('dialog', { name: `Change the quantity of ${line}` });
    await quantity.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await quantity.getByRole('button', { name: 'Change quantity' }).click();
    await quantity.waitFor({ state: 'detached' });
    await edits.getByText(`${line}: quantity now 2`).waitFor();
    await edits.getByRole('button', { name: 'Add items' }).click();
    await pick(page, 'Add items to the order', sweatshirt);
    await edits.getByText(/^Added 1 × /).waitFor();

    await edits.getByRole('button', { name: /^Send to customer: Edit 1/ }).click();
    await confirm(page, 'Send the edit to the customer?', 'Send to customer');
    const { order: requested } = await adminGetOrder(staff, { id: order.id });
    const edit = requested.edits?.find((e) => e.status === 'requested');
    if (!edit) throw new Error('the edit was not requested');

    // The shopper reads the changes on the storefront's page and pays the difference.
    const shopper = await context.newPage();
    await shopper.goto(`${shop.server.url}/order-edits/${edit.id}`);
    await shopper.getByRole('button', { name: /^Pay €.* and accept$/ }).click();
    await shopper.getByText('You accepted these changes. Your order is updated.').waitFor();
    await shopper.close();

    await page.reload();
    // The edit's entry (first) and, once loaded, its line in the edit history both say so.
    await edits.getByText('Confirmed', { exact: true }).first().waitFor();
    const { order: edited } = await adminGetOrder(staff, { id: order.id });
    expect(edited.edits?.find((e) => e.id === edit.id)?.status).toBe('confirmed');
    expect(edited.items?.map((item) => [item.variant_id, item.quantity])).toEqual(
      expect.arrayContaining([
        [order.items?.[0]?.variant_id, 2],
        [sweatshirt.id, 1],
      ]),
    );
    expect(pageErrors).toEqual([]);
  });
});
