/**
 * Discounts end to end: a percentage discount limited to one collection is created in the
 * admin (Chromium, real server, demo store), then applied to a shopper's cart through the
 * generated store client: the item of the collection gets 15 % off, the other item nothing.
 */
import {
  adminListCollections,
  adminListProducts,
  adminListRegions,
} from '@commerce/client/admin/operations';
import type { Client } from '@commerce/client/runtime';
import { storeCreateCart, storeUpdateCart } from '@commerce/client/store/operations';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';
import { STAFF_PASSWORD, seedDemo, shopperClient, staffClient } from './checkout-flow.ts';
import { type RunningServer, startServer } from './server.ts';

const email = 'discounts@example.com';
let server: RunningServer;
let browser: Browser;
let staff: Client;
let publishableKey = '';

beforeAll(async () => {
  server = await startServer();
  staff = await staffClient(server.url, server.database, email);
  publishableKey = await seedDemo(staff);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The first variant of a demo product in (or outside) the collection. */
async function variantOf(collectionId: string, inside: boolean): Promise<string> {
  const { products } = await adminListProducts(staff, { limit: 100 });
  const product = products.find((p) => (p.collection_id === collectionId) === inside);
  const variant = product?.variants?.[0]?.id;
  if (!variant) throw new Error(`no demo product ${inside ? 'in' : 'outside'} the collection`);
  return variant;
}

describe('discounts', () => {
  it('creates a collection-limited percentage discount that a cart then gets', async () => {
    const { page, context, pageErrors } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    await page.goto(`${server.url}/app/login?redirect=%2Fa%2Fdiscounts%2Fnew`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'New discount', level: 1 }).waitFor();

    await page.getByRole('textbox', { name: /^Code/ }).fill('outdoor15');
    await page.getByRole('textbox', { name: /^Percentage/ }).fill('15');
    await page.getByRole('checkbox', { name: /North America/ }).check();
    await page.getByRole('button', { name: 'Create discount' }).click();
    await page.getByRole('heading', { name: 'OUTDOOR15', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add condition' }).click();
    const dialog = page.getByRole('dialog', { name: 'New condition' });
    await dialog.getByRole('radio', { name: 'Collections' }).check();
    await dialog.getByRole('searchbox', { name: 'Search: Collections' }).fill('Outdoor');
    await dialog.getByRole('checkbox', { name: 'Outdoor' }).check();
    await dialog.getByRole('button', { name: 'Add condition' }).click();
    await page.getByText('Only for — Collections').waitFor();
    await expect.poll(() => page.getByText('Outdoor', { exact: true }).count()).toBe(1);
    expect(pageErrors).toEqual([]);
    await context.close();

    const { regions } = await adminListRegions(staff, {});
    const region = regions.find((r) => r.name === 'North America');
    const { collections } = await adminListCollections(staff, { q: 'Outdoor' });
    const outdoor = collections.find((c) => c.title === 'Outdoor');
    if (!region || !outdoor) throw new Error('the demo store has no North America or Outdoor');
    const shopper = shopperClient(server.url, publishableKey);
    const insideVariant = await variantOf(outdoor.id, true);
    const outsideVariant = await variantOf(outdoor.id, false);
    let { cart } = await storeCreateCart(shopper, {
      region_id: region.id,
      items: [
        { variant_id: insideVariant, quantity: 1 },
        { variant_id: outsideVariant, quantity: 1 },
      ],
    });
    ({ cart } = await storeUpdateCart(
      shopper,
      { id: cart.id },
      { discounts: [{ code: 'outdoor15' }] },
    ));

    const line = (variantId: string) =>
      (cart.items ?? []).find((item) => item.variant_id === variantId);
    const inside = line(insideVariant);
    const outside = line(outsideVariant);
    // North America has no tax: 15 % of the Outdoor item's subtotal, rounded once.
    expect(inside?.discount_total).toBe(Math.round((inside?.subtotal ?? 0) * 0.15));
    expect(inside?.discount_total).toBeGreaterThan(0);
    expect(outside?.discount_total).toBe(0);
    expect(cart.discount_total).toBe(inside?.discount_total);
  });
});
