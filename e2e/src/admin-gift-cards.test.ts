/**
 * Gift cards end to end: a card is issued in the admin (Chromium, real server, demo
 * store), then a shopper's checkout through the generated store client spends it: the
 * order's total drops by the card's value, and the admin then shows the card used up.
 */
import { adminGetGiftCard } from '@commerce/client/admin/operations';
import type { Client } from '@commerce/client/runtime';
import {
  storeCompleteCart,
  storeCreateCart,
  storeCreateCartPaymentSessions,
  storeCreateCartShippingMethod,
  storeListCartShippingOptions,
  storeSelectCartPaymentSession,
  storeUpdateCart,
} from '@commerce/client/store/operations';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoVariants } from './after-order-flow.ts';
import { launchBrowser, openPage } from './browser.ts';
import { BERLIN, STAFF_PASSWORD, seedDemo, shopperClient, staffClient } from './checkout-flow.ts';
import { type RunningServer, startServer } from './server.ts';

const email = 'gift-cards@example.com';
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

/** A guest's checkout of one T-shirt in euros, with the gift card applied before paying. */
async function checkoutWith(code: string) {
  const shopper = shopperClient(server.url);
  const { regionId, variants } = await demoVariants(server.url, 't-shirt');
  const variant = variants.find((v) => (v.inventory_quantity ?? 0) >= 1);
  if (!variant) throw new Error('the demo T-shirt is out of stock');
  let { cart } = await storeCreateCart(shopper, {
    region_id: regionId,
    items: [{ variant_id: variant.id, quantity: 1 }],
  });
  ({ cart } = await storeUpdateCart(
    shopper,
    { id: cart.id },
    { email: 'shopper@example.com', shipping_address: BERLIN, billing_address: BERLIN },
  ));
  const { shipping_options } = await storeListCartShippingOptions(shopper, { cart_id: cart.id });
  const option =
    shipping_options.find((o) => o.name === 'Standard shipping') ?? shipping_options[0];
  if (!option) throw new Error('no shipping option');
  ({ cart } = await storeCreateCartShippingMethod(
    shopper,
    { id: cart.id },
    { option_id: option.id },
  ));
  const before = cart.total ?? 0;
  ({ cart } = await storeUpdateCart(shopper, { id: cart.id }, { gift_cards: [{ code }] }));
  await storeCreateCartPaymentSessions(shopper, { id: cart.id });
  await storeSelectCartPaymentSession(shopper, { id: cart.id }, { provider_id: 'manual' });
  const completion = await storeCompleteCart(shopper, { id: cart.id });
  if (completion.type !== 'order') throw new Error(`completion answered ${completion.type}`);
  return { before, order: completion.data };
}

describe('gift cards', () => {
  it('issues a card in the admin that a storefront checkout then spends', async () => {
    const { page, context, pageErrors } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    await page.goto(`${server.url}/app/login?redirect=%2Fa%2Fgift-cards`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Gift cards', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Issue gift card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Issue a gift card' });
    await dialog.getByRole('combobox', { name: 'Region' }).click();
    await page.getByRole('option', { name: 'Europe (EUR)' }).click();
    await dialog.getByRole('textbox', { name: /^Value \(EUR\)/ }).fill('10');
    await dialog.getByRole('textbox', { name: /^Recipient email/ }).fill('friend@example.com');
    await dialog.getByRole('button', { name: 'Issue card' }).click();
    await page.waitForURL(/\/app\/a\/gift-cards\/gift_/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    const code = ((await heading.textContent()) ?? '').trim();
    await page.getByText('€10.00').first().waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    const cardId = page.url().split('/').pop() ?? '';

    const { before, order } = await checkoutWith(code);
    // The T-shirt and shipping cost more than the card: the card pays its whole value.
    expect(before).toBeGreaterThan(1000);
    expect(order.gift_card_total).toBe(1000);
    expect(order.total).toBe(before - 1000);
    const { gift_card } = await adminGetGiftCard(staff, { id: cardId });
    expect(gift_card.balance).toBe(0);

    // The admin shows what the checkout left on the card.
    await page.reload();
    await page.getByText('Used up', { exact: true }).waitFor();
    await page.getByText('€0.00').waitFor();
    await page.getByRole('link', { name: 'Back to gift cards' }).click();
    const grid = page.getByRole('grid', { name: 'Issued gift cards' });
    await grid.getByRole('link', { name: code }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
