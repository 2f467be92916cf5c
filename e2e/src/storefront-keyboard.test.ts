/**
 * A shopper with the keyboard alone, in the built storefront in Chromium against the real
 * server with the demo store (issue 23): the whole guest checkout, from a search to the
 * confirmation, with Tab, Shift+Tab, Enter, Space, the arrows and typing (no clicks, no
 * focus set by script); and the exchange page's product search. The pickers follow
 * WAI-ARIA's combobox and listbox patterns: Enter, Space or Alt+Down open them, the arrows
 * move, Enter chooses, Escape closes, and focus stays on the combobox.
 */
import { storeGetOrder } from '@commerce/client/store/operations';
import type { ConsoleMessage, Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { placeDeliveredOrder } from './after-order-flow.ts';
import { shopperClient, signedInStaff } from './checkout-flow.ts';
import { storefrontJourney } from './storefront-journey.ts';
import { visit } from './storefront-pages.ts';

const STAFF = 'storefront-keyboard-staff@example.com';
const shop = storefrontJourney(STAFF);

/**
 * Chromium logs a failed resource load as a console error; a guest's "who is signed in"
 * read answers 401 by design (README, "Account"), so that one is not a problem.
 */
const isGuestSessionCheck = (message: ConsoleMessage) =>
  message.text().includes('status of 401') &&
  new URL(message.location().url).pathname === '/store/customers/me';

/** The console's errors and warnings of the current test's page (React reports here). */
let consoleProblems: string[] = [];
beforeEach(() => {
  // A step that cannot be done with the keyboard fails on its own line, not at the end.
  shop.page.setDefaultTimeout(10_000);
  consoleProblems = [];
  shop.page.on('console', (message: ConsoleMessage) => {
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      !isGuestSessionCheck(message)
    ) {
      consoleProblems.push(`${message.type()}: ${message.text()}`);
    }
  });
});

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === element.ownerDocument.activeElement);

/** The page's focused element, described for an assertion's message. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element
      ? `${element.tagName} ${element.getAttribute('aria-label') ?? ''} ${element.textContent?.slice(0, 40) ?? ''}`
      : 'none';
  });

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a shopper moves through a
 * page; fails after `limit` presses, so a control the keyboard cannot reach fails the test.
 */
async function tabTo(target: Locator, options: { back?: boolean; limit?: number } = {}) {
  await target.waitFor();
  const key = options.back ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < (options.limit ?? 40); presses += 1) {
    if (await isFocused(target)) return;
    await shop.page.keyboard.press(key);
  }
  if (await isFocused(target)) return;
  throw new Error(
    `${key} never reached the element; focus is on ${await focusedElement(shop.page)}`,
  );
}

/** Tabs to a text field and types into it. */
async function typeInto(field: Locator, text: string) {
  await tabTo(field);
  await shop.page.keyboard.type(text);
  expect(await field.inputValue()).toBe(text);
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

describe('storefront with the keyboard alone', () => {
  it('takes a guest from a search to the order confirmation', async () => {
    const { page } = shop;
    await visit(page, `${shop.server.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Welcome to the store' }).waitFor();

    // Search the catalogue and open the product from the results.
    await typeInto(page.getByRole('searchbox', { name: 'Search products' }), 'T-Shirt');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.has('q'));
    await tabTo(page.getByRole('link', { name: 'Classic T-Shirt' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Classic T-Shirt' }).waitFor();

    // Size M: into the radio group, then the arrows move the choice.
    const sizeS = page.getByRole('radio', { name: 'S', exact: true });
    const sizeM = page.getByRole('radio', { name: 'M', exact: true });
    await tabTo(sizeS);
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    expect(await sizeM.isChecked()).toBe(true);
    expect(await isFocused(sizeM)).toBe(true);

    // Add to cart: the drawer opens with the line; Escape closes it, focus comes back.
    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    await tabTo(addToCart);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByText('M / White').waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(addToCart)).toBe(true);

    // The cart button in the header, back up the page, opens the drawer; on to checkout.
    const cartButton = page.getByRole('button', { name: 'Cart, items: 1' });
    await tabTo(cartButton, { back: true, limit: 60 });
    await page.keyboard.press('Enter');
    await tabTo(drawer.getByRole('link', { name: 'Checkout' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();

    await typeInto(page.getByLabel('Email address'), 'keyboard@example.com');
    await page.keyboard.press('Enter');

    await typeInto(page.getByLabel('First name'), 'Grace');
    await typeInto(page.getByLabel('Last name'), 'Hopper');
    await typeInto(page.getByLabel('Street and house number'), 'Unter den Linden 1');
    await typeInto(page.getByLabel('Postal code'), '10117');
    await typeInto(page.getByLabel('City'), 'Berlin');

    // The country picker: Enter opens it, the arrows move, Enter chooses, focus stays.
    const country = page.getByRole('combobox', { name: 'Country', exact: true });
    await tabTo(country);
    await page.keyboard.press('Enter');
    const countries = page.getByRole('listbox');
    await countries.waitFor();
    // Escape closes the list without a choice and leaves the focus on the picker.
    await page.keyboard.press('Escape');
    await countries.waitFor({ state: 'hidden' });
    expect(await isFocused(country)).toBe(true);
    await page.keyboard.press('Space');
    await countries.waitFor();
    const germany = page.getByRole('option', { name: 'Germany', exact: true });
    for (let presses = 0; presses < 30; presses += 1) {
      if ((await germany.getAttribute('data-active-item')) !== null) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await countries.waitFor({ state: 'hidden' });
    expect(await country.textContent()).toContain('Germany');
    expect(await isFocused(country)).toBe(true);
    await tabTo(continueButton(page));
    await page.keyboard.press('Enter');

    // Billing the same as shipping.
    await page.getByRole('checkbox', { name: 'Same as shipping address' }).waitFor();
    await tabTo(continueButton(page));
    await page.keyboard.press('Enter');

    // Delivery: Space checks the focused option of the radio group.
    const standard = page.getByRole('radio', { name: /Standard shipping/ });
    await tabTo(
      page.getByRole('radiogroup', { name: 'Delivery options' }).getByRole('radio').first(),
    );
    for (let presses = 0; presses < 5 && !(await isFocused(standard)); presses += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Space');
    expect(await standard.isChecked()).toBe(true);
    await tabTo(continueButton(page));
    await page.keyboard.press('Enter');

    // Payment with the test card.
    const testCard = page.getByRole('radio', { name: /Test card/ });
    await tabTo(
      page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio').first(),
    );
    for (let presses = 0; presses < 5 && !(await isFocused(testCard)); presses += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Space');
    expect(await testCard.isChecked()).toBe(true);
    await typeInto(page.getByLabel('Card number'), '4242 4242 4242 4242');
    await tabTo(continueButton(page));
    await page.keyboard.press('Enter');
    await page.getByText('Test card ending in 4242').waitFor();

    await tabTo(page.getByRole('button', { name: 'Place order' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
    const id = new URL(page.url()).pathname.replace('/order/confirmed/', '');
    const { order } = await storeGetOrder(shopperClient(shop.server.url), { id });
    expect(order.email).toBe('keyboard@example.com');
    expect(order.shipping_address?.country_code).toBe('de');
    expect(order.items?.[0]?.variant?.title).toBe('M / White');
    expect(order.payments?.[0]?.provider_id).toBe('test-card');
    expect(await page.getByTestId('order-number').textContent()).toBe(
      `Order number: ${order.display_id}`,
    );
    expect(shop.pageErrors).toEqual([]);
    expect(consoleProblems).toEqual([]);
  }, 120_000);

  it('searches, chooses and adds a product of the exchange with the keyboard', async () => {
    const { page } = shop;
    const staff = await signedInStaff(shop.server.url, STAFF);
    const order = await placeDeliveredOrder(shop.server.url, staff, 'keyboard-swap@example.com');
    await visit(page, `${shop.server.url}/orders/${order.id}/swap`);
    await page
      .getByRole('heading', { level: 1, name: `Exchange items of order #${order.display_id}` })
      .waitFor();

    const product = page.getByRole('combobox', { name: 'Product' });
    await tabTo(product, { limit: 60 });
    // Alt+Down opens the list without typing; Escape closes it again.
    await page.keyboard.press('Alt+ArrowDown');
    const options = page.getByRole('listbox');
    await options.waitFor();
    await page.keyboard.press('Escape');
    await options.waitFor({ state: 'hidden' });
    expect(await isFocused(product)).toBe(true);

    // Typing filters the list; the arrows move to a match and Enter chooses it.
    await page.keyboard.type('Sweatshirt');
    await options.waitFor();
    await page
      .getByRole('option', { name: /^Sweatshirt – / })
      .first()
      .waitFor();
    expect(await page.getByRole('option', { name: /^Classic T-Shirt – / }).count()).toBe(0);
    await page.keyboard.press('ArrowDown');
    const active = page.locator('[role="option"][data-active-item]');
    const chosen = (await active.textContent()) ?? '';
    expect(chosen).toMatch(/^Sweatshirt – /);
    await page.keyboard.press('Enter');
    await options.waitFor({ state: 'hidden' });
    expect(await product.inputValue()).toBe(chosen);
    expect(await isFocused(product)).toBe(true);

    await tabTo(page.getByRole('button', { name: 'Add', exact: true }));
    await page.keyboard.press('Enter');
    await page.getByRole('list', { name: 'New items chosen' }).getByText(chosen).waitFor();
    expect(shop.pageErrors).toEqual([]);
    expect(consoleProblems).toEqual([]);
  }, 90_000);
});
