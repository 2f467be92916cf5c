/**
 * Checking out in the built storefront, in Chromium, against the real server with the demo
 * store: a guest pays with the manual provider and lands on the order's confirmation; a
 * declined test card is explained, the cart and the details are kept (also after leaving
 * and coming back: the payment step follows the server), and another card places the
 * order (server/README.md, "Payment providers"); the 3-D Secure card's challenge places the
 * order on Confirm and goes back to the payment step on Fail or Escape; a signed-in shopper
 * ships to a saved address; the answer to "Place order" lost on the network still ends on
 * the confirmation with one order (the client's retry, the server's Idempotency-Key); a
 * region whose prices include tax shows them so in the cart and the checkout, every amount
 * adding up; the T-shirt's card, page, drawer line and cart line show one unit price, net
 * in a region that adds tax and with tax where prices include it.
 */
import {
  adminListOrders,
  adminListRegions,
  adminUpdateRegion,
} from '@commerce/client/admin/operations';
import {
  storeCreateAuthToken,
  storeCreateCustomer,
  storeCreateCustomerAddress,
  storeGetOrder,
} from '@commerce/client/store/operations';
import { describe, expect, it } from 'vitest';
import { BERLIN, shopperClient, signedInStaff } from './checkout-flow.ts';
import { storefrontJourney } from './storefront-journey.ts';
import { regionIn, visit } from './storefront-pages.ts';

const STAFF_EMAIL = 'storefront-checkout-staff@example.com';
const shop = storefrontJourney(STAFF_EMAIL);

const CART_ID_KEY = 'commerce.storefront.cart-id';
const continueButton = () => shop.page.getByRole('button', { name: 'Continue', exact: true });

/** One T-shirt in the cart through the product page, then the checkout. */
async function startCheckout() {
  await visit(shop.page, `${shop.server.url}/products/t-shirt`);
  await shop.page.getByRole('heading', { level: 1, name: 'Classic T-Shirt' }).waitFor();
  await shop.page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = shop.page.getByRole('dialog', { name: 'Your cart' });
  await drawer.getByText('Classic T-Shirt', { exact: true }).waitFor();
  await shop.page.keyboard.press('Escape');
  await visit(shop.page, `${shop.server.url}/checkout`);
  await shop.page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
}

/** Email, shipping address (billing the same), up to the delivery step. */
async function fillAddresses(email: string) {
  const page = shop.page;
  await page.getByLabel('Email address').fill(email);
  await continueButton().click();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Street and house number').fill('Unter den Linden 1');
  await page.getByLabel('Postal code').fill('10117');
  await page.getByLabel('City').fill('Berlin');
  await page.getByRole('combobox', { name: 'Country', exact: true }).click();
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await continueButton().click();
  await page.getByRole('checkbox', { name: 'Same as shipping address' }).waitFor();
  await continueButton().click();
}

/** Email, shipping address (billing the same), standard shipping. */
async function fillDetails(email: string) {
  await fillAddresses(email);
  await shop.page.getByRole('radio', { name: /Standard shipping/ }).check();
  await continueButton().click();
}

/** The amounts a totals list shows, by its rows' `data-total` (issue 24's tax display rule). */
async function shownTotals() {
  const summary = shop.page.getByRole('region', { name: 'Order summary' });
  return summary.evaluate((root) =>
    Object.fromEntries(
      [...root.querySelectorAll('[data-total]')].map((row) => [
        row.getAttribute('data-total'),
        (row.querySelector('dd') ?? row).textContent,
      ]),
    ),
  );
}

const cents = (text: string | null | undefined) =>
  Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

/** The payment step's list item (`aria-current="step"` while it is the open step). */
const paymentStep = () =>
  shop.page.getByRole('listitem').filter({
    has: shop.page.getByRole('heading', { level: 2, name: /^Step 5 of 6: Payment/ }),
  });

/** The 3-D Secure test card through the payment step, then "Place order". */
async function payWithSecureCard() {
  await shop.page.getByRole('radio', { name: /Test card/ }).check();
  await shop.page.getByLabel('Card number').fill('4000 0027 6000 3184');
  await continueButton().click();
  await shop.page.getByRole('button', { name: 'Place order' }).click();
}

/** The confirmation page's order number, checked against the order the server holds. */
async function expectConfirmation() {
  await shop.page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
  const id = new URL(shop.page.url()).pathname.replace('/order/confirmed/', '');
  const { order } = await storeGetOrder(shopperClient(shop.server.url), { id });
  expect(await shop.page.getByTestId('order-number').textContent()).toBe(
    `Order number: ${order.display_id}`,
  );
  // The completed cart is forgotten: the next purchase starts a new one.
  expect(await shop.page.evaluate((key) => localStorage.getItem(key), CART_ID_KEY)).toBeNull();
  await shop.page.getByRole('button', { name: 'Cart, items: 0' }).waitFor();
  return order;
}

describe('storefront checkout', () => {
  it('takes a guest through checkout with manual payment to the confirmation', async () => {
    await startCheckout();
    await fillDetails('guest-manual@example.com');
    await shop.page.getByRole('radio', { name: /Manual payment/ }).check();
    await continueButton().click();
    await shop.page.getByRole('button', { name: 'Place order' }).click();

    const order = await expectConfirmation();
    expect(order.email).toBe('guest-manual@example.com');
    const shipping = shop.page.getByRole('region', { name: 'Shipping address' });
    await shipping.getByText('Unter den Linden 1').waitFor();
    await shop.page.getByText('Standard shipping ·').waitFor();
    expect(shop.pageErrors).toEqual([]);
  });

  it('explains a declined card, shows it again after the shopper comes back, and takes another card', async () => {
    const { page } = shop;
    await startCheckout();
    await fillDetails('guest-card@example.com');
    await page.getByRole('radio', { name: /Test card/ }).check();
    await page
      .getByText(
        'Test cards: 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks you to confirm the payment (3-D Secure).',
      )
      .waitFor();
    const card = page.getByLabel('Card number');
    await card.fill('4000 0000 0000 0002');
    await continueButton().click();

    const declined = 'Your card was declined, and nothing was charged.';
    const alert = page.getByRole('alert').filter({ hasText: declined });
    await alert.waitFor();
    await expect
      .poll(() => alert.evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Place order' }).count()).toBe(0);
    expect(await card.inputValue()).toBe('4000 0000 0000 0002');

    // The shopper leaves and comes back: the checkout follows the server, not the browser.
    await visit(page, `${shop.server.url}/products`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await visit(page, `${shop.server.url}/checkout`);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByRole('alert').filter({ hasText: declined }).waitFor();
    expect(await paymentStep().getAttribute('aria-current')).toBe('step');
    expect(await page.getByRole('button', { name: 'Place order' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Cart, items: 1' }).waitFor();

    await page.getByRole('radio', { name: /Test card/ }).check();
    await card.fill('4242 4242 4242 4242');
    await continueButton().click();
    await page.getByText('Test card ending in 4242').waitFor();
    await page.getByRole('button', { name: 'Place order' }).click();
    const order = await expectConfirmation();
    expect(order.payments?.[0]?.provider_id).toBe('test-card');
    expect(shop.pageErrors).toEqual([]);
  });

  it("asks for the bank's confirmation of a 3-D Secure card and places the order on Confirm", async () => {
    const { page } = shop;
    await startCheckout();
    await fillDetails('guest-secure@example.com');
    await payWithSecureCard();

    const challenge = page.getByRole('dialog', { name: 'Confirm your payment' });
    await challenge.waitFor();
    const total = (await page.getByText(/When you place it, you pay/).textContent())?.match(
      /pay (.+)\.$/,
    )?.[1];
    expect(await challenge.getByText('Your bank asks you to confirm').textContent()).toBe(
      `Your bank asks you to confirm the payment of ${total} with your card ending in 3184.`,
    );
    const confirm = challenge.getByRole('button', { name: 'Confirm' });
    await expect
      .poll(() => confirm.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await confirm.click();

    const order = await expectConfirmation();
    expect(order.payments?.[0]).toMatchObject({
      provider_id: 'test-card',
      data: { card_last4: '3184', three_d_secure: 'passed' },
    });
    expect(shop.pageErrors).toEqual([]);
  });

  it('returns to the payment step when the challenge fails or is closed with Escape', async () => {
    const { page } = shop;
    await startCheckout();
    await fillDetails('guest-secure-fail@example.com');
    await payWithSecureCard();

    const challenge = page.getByRole('dialog', { name: 'Confirm your payment' });
    await challenge.getByRole('button', { name: 'Fail' }).click();
    const failed = page
      .getByRole('alert')
      .filter({ hasText: 'Your bank did not confirm the card' });
    await failed.waitFor();
    await expect
      .poll(() => failed.evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(await challenge.count()).toBe(0);
    expect(await paymentStep().getAttribute('aria-current')).toBe('step');
    expect(await page.getByRole('button', { name: 'Place order' }).count()).toBe(0);
    const card = page.getByLabel('Card number');
    expect(await card.inputValue()).toBe('4000 0027 6000 3184');

    // The same card again asks again; Escape leaves the challenge unanswered.
    await continueButton().click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await challenge.getByRole('button', { name: 'Confirm' }).waitFor();
    await page.keyboard.press('Escape');
    await page
      .getByRole('alert')
      .filter({ hasText: "You closed your bank's confirmation" })
      .waitFor();
    expect(await challenge.count()).toBe(0);
    expect(await card.inputValue()).toBe('4000 0027 6000 3184');
    expect(await page.getByRole('button', { name: 'Cart, items: 1' }).count()).toBe(1);
    expect(shop.pageErrors).toEqual([]);
  });

  it('places exactly one order when the answer to "Place order" is lost on the way back', async () => {
    const email = 'guest-lost-answer@example.com';
    await startCheckout();
    await fillDetails(email);
    await shop.page.getByRole('radio', { name: /Manual payment/ }).check();
    await continueButton().click();

    // The first completion reaches the server, which places the order; its answer is then
    // dropped, as a connection lost on the way back. Later attempts pass untouched.
    const keys: (string | undefined)[] = [];
    const dropped: number[] = [];
    await shop.page.route(
      (url) => /^\/store\/carts\/[^/]+\/complete$/.test(url.pathname),
      async (route) => {
        keys.push(route.request().headers()['idempotency-key']);
        if (dropped.length > 0) return route.continue();
        const answer = await route.fetch();
        dropped.push(answer.status());
        return route.abort('connectionreset');
      },
    );
    await shop.page.getByRole('button', { name: 'Place order' }).click();

    const order = await expectConfirmation();
    expect(dropped).toEqual([200]);
    // One key for the POST, repeated by its retry: the server answered the order it placed.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const staff = await signedInStaff(shop.server.url, STAFF_EMAIL);
    const { orders } = await adminListOrders(staff, { email });
    expect(orders.map((placed) => placed.id)).toEqual([order.id]);
    expect(shop.pageErrors).toEqual([]);
  });

  it('lets a signed-in shopper with a saved address check out to that address', async () => {
    const { page } = shop;
    const email = 'saved-address@example.com';
    const password = 'saved address password';
    const client = shopperClient(shop.server.url);
    const { customer } = await storeCreateCustomer(client, {
      email,
      password,
      first_name: 'Grace',
      last_name: 'Hopper',
    });
    await storeCreateAuthToken(client, { email, password });
    await storeCreateCustomerAddress(client, {
      address: { ...BERLIN, address_1: 'Karl-Marx-Allee 90', postal_code: '10243' },
    });

    await visit(page, `${shop.server.url}/account/sign-in?redirect=%2Fproducts%2Ft-shirt`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Classic T-Shirt' }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page
      .getByRole('dialog', { name: 'Your cart' })
      .getByText('Classic T-Shirt', { exact: true })
      .waitFor();
    await page.keyboard.press('Escape');
    await visit(page, `${shop.server.url}/checkout`);

    // The cart took the account's email, so the checkout opens at the shipping address.
    await page.getByText(email).first().waitFor();
    const saved = page.getByRole('radio', { name: /Karl-Marx-Allee 90/ });
    await saved.check();
    await continueButton().click();
    await page.getByRole('checkbox', { name: 'Same as shipping address' }).waitFor();
    await continueButton().click();
    await page.getByRole('radio', { name: /Standard shipping/ }).check();
    await continueButton().click();
    await page.getByRole('radio', { name: /Manual payment/ }).check();
    await continueButton().click();
    await page.getByRole('button', { name: 'Place order' }).click();

    const order = await expectConfirmation();
    expect(order.customer_id).toBe(customer.id);
    expect(order.shipping_address).toMatchObject({
      address_1: 'Karl-Marx-Allee 90',
      postal_code: '10243',
      city: 'Berlin',
    });
    expect(shop.pageErrors).toEqual([]);
  });

  it('shows one unit price on the card, the product page, the drawer and the cart, net or with tax', async () => {
    const page = shop.page;
    /** The T-shirt's price on its card, its page (and the note beside it), drawer and cart. */
    const unitPrices = async () => {
      await visit(page, `${shop.server.url}/collections/essentials?sort=title`);
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: 'Classic T-Shirt', exact: true }) });
      const onCard = await card.getByTestId('price').textContent();
      await visit(page, `${shop.server.url}/products/t-shirt`);
      await page.getByRole('heading', { level: 1, name: 'Classic T-Shirt' }).waitFor();
      const onPage = await page.getByTestId('price').textContent();
      const note = await page.getByText(/^(Incl|Excl)\. \d+% tax$/).textContent();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const drawer = page.getByRole('dialog', { name: 'Your cart' });
      await drawer.getByText('Classic T-Shirt', { exact: true }).waitFor();
      const inDrawer = await drawer.getByTestId('line-amount').textContent();
      await page.keyboard.press('Escape');
      await visit(page, `${shop.server.url}/cart`);
      await page.locator('[data-total="total"]').waitFor();
      const inCart = await page.getByTestId('line-amount').textContent();
      return { onCard, onPage, note, inDrawer, inCart };
    };

    // The demo's Europe adds its 20 % tax at checkout: €19.50 everywhere, tax on the Tax row.
    expect(await unitPrices()).toEqual({
      onCard: '€19.50',
      onPage: '€19.50',
      note: 'Excl. 20% tax',
      inDrawer: '€19.50',
      inCart: '€19.50',
    });
    expect(await page.locator('[data-total="tax"] dd').textContent()).toBe('€3.90');

    const staff = await signedInStaff(shop.server.url, STAFF_EMAIL);
    const europe = regionIn((await adminListRegions(staff)).regions, 'eur');
    await adminUpdateRegion(staff, { id: europe.id }, { includes_tax: true });
    try {
      // A new cart, in the region whose €19.50 now holds its tax.
      await page.evaluate((key) => localStorage.removeItem(key), CART_ID_KEY);
      expect(await unitPrices()).toEqual({
        onCard: '€19.50',
        onPage: '€19.50',
        note: 'Incl. 20% tax',
        inDrawer: '€19.50',
        inCart: '€19.50',
      });
      expect(await page.locator('[data-total="includedTax"]').textContent()).toBe(
        'Incl. €3.25 tax',
      );
      expect(shop.pageErrors).toEqual([]);
    } finally {
      await adminUpdateRegion(staff, { id: europe.id }, { includes_tax: false });
    }
  });

  it('shows a tax-inclusive region’s prices with tax everywhere, adding up, with no empty rows', async () => {
    const staff = await signedInStaff(shop.server.url, STAFF_EMAIL);
    const europe = regionIn((await adminListRegions(staff)).regions, 'eur');
    // The demo's Europe adds its 20 % tax; here its prices include it, as a European store's do.
    await adminUpdateRegion(staff, { id: europe.id }, { includes_tax: true });
    try {
      await startCheckout();
      await visit(shop.page, `${shop.server.url}/cart`);
      await shop.page.getByRole('heading', { level: 1 }).waitFor();
      await shop.page.locator('[data-total="total"]').waitFor();
      // The T-shirt's €19.50 holds its tax: the line, the subtotal and the total say so.
      const cart = await shownTotals();
      expect(cart).toEqual({ subtotal: '€19.50', total: '€19.50', includedTax: 'Incl. €3.25 tax' });
      expect(await shop.page.getByTestId('line-amount').textContent()).toBe('€19.50');

      await visit(shop.page, `${shop.server.url}/checkout`);
      await shop.page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
      await fillAddresses('guest-gross@example.com');
      const option = shop.page.getByRole('radio', { name: /Standard shipping/ });
      const offered = await option.evaluate((input) =>
        (input.closest('label') ?? input.parentElement)?.textContent?.replace(
          'Standard shipping',
          '',
        ),
      );
      // €4.90 before Europe's 20 % tax, €5.88 with it: the same in the option and the summary.
      expect(offered).toBe('€5.88');
      await option.check();
      await continueButton().click();
      await shop.page.locator('[data-total="shipping"]').waitFor();
      const summary = await shownTotals();
      expect(summary).toEqual({
        subtotal: '€19.50',
        shipping: '€5.88',
        total: '€25.38',
        includedTax: 'Incl. €4.23 tax',
      });
      expect(cents(summary.subtotal) + cents(summary.shipping)).toBe(cents(summary.total));
      expect(shop.pageErrors).toEqual([]);
    } finally {
      await adminUpdateRegion(staff, { id: europe.id }, { includes_tax: false });
    }
  });
});
