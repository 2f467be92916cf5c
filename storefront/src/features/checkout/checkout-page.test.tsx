import type { Cart } from '@commerce/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeCheckoutOptions, fakeCheckout } from '../../test/fake-checkout.ts';
import { renderApp } from '../../test/render-app.tsx';

const CART_ID_KEY = 'commerce.storefront.cart-id';

/** A store with a remembered cart of two T-shirts (S / White) in Europe, made in Germany. */
async function withCart(options: FakeCheckoutOptions = {}) {
  const store = fakeCheckout(options);
  await store.api(
    new Request('http://api.test/store/carts', {
      method: 'POST',
      body: JSON.stringify({
        region_id: 'reg_eu',
        country_code: 'de',
        items: [{ variant_id: 'var_s_white', quantity: 2 }],
      }),
    }),
  );
  window.localStorage.setItem(CART_ID_KEY, JSON.stringify('cart_1'));
  return store;
}

/** A step's section, named by its heading ("Step 2 of 6: Shipping address (completed)"). */
const step = (name: string) =>
  screen.getByRole('region', { name: new RegExp(`^Step \\d of 6: ${name}`) });

const GRACE = {
  first_name: 'Grace',
  last_name: 'Hopper',
  address_1: 'Unter den Linden 1',
  city: 'Berlin',
  postal_code: '10117',
  country_code: 'de',
};

/** A test-card session the provider declined when the cart was completed. */
const DECLINED = {
  id: 'ps_test-card',
  provider_id: 'test-card',
  is_selected: true,
  status: 'error',
  data: { card_last4: '0002', card_class: 'declines', status: 'error' },
} as unknown as NonNullable<Cart['payment_session']>;

async function payWithSecureCard(user: ReturnType<typeof userEvent.setup>) {
  await fillGuestDetails(user);
  await user.click(await screen.findByRole('radio', { name: /Test card/ }));
  await user.type(screen.getByLabelText(/^Card number/), '4000 0027 6000 3184');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'Place order' }));
}

async function fillGuestDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Email address/), 'grace@example.com');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const shipping = await screen.findByLabelText(/^First name/);
  await user.type(shipping, 'Grace');
  await user.type(screen.getByLabelText(/^Last name/), 'Hopper');
  await user.type(screen.getByLabelText(/^Street and house number/), 'Unter den Linden 1');
  await user.type(screen.getByLabelText(/^Postal code/), '10117');
  await user.type(screen.getByLabelText(/^City/), 'Berlin');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  // Billing: the same as the shipping address, as it is ticked to start with.
  expect(
    (await screen.findByRole('checkbox', { name: 'Same as shipping address' })).matches(':checked'),
  ).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('radio', { name: /Standard shipping/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('checkout page', () => {
  it('says the cart is empty, with a way back to the products', async () => {
    renderApp('/checkout', fakeCheckout().api);
    expect(
      await screen.findByText('Your cart is empty, so there is nothing to check out.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe(
      '/products',
    );
  });

  it('explains a missing email on the field and focuses it', async () => {
    const user = userEvent.setup();
    renderApp('/checkout', (await withCart()).api);
    const email = await screen.findByLabelText(/^Email address/);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = (email.getAttribute('aria-describedby') ?? '').split(' ');
    const error = screen.getByText('Enter your email address.');
    expect(described).toContain(error.closest('[id]')?.id);
  });

  it('takes a guest from email to a placed order with manual payment', async () => {
    const user = userEvent.setup();
    const store = await withCart();
    const { router } = renderApp('/checkout', store.api);
    await fillGuestDetails(user);
    await user.click(await screen.findByRole('radio', { name: /Manual payment/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Every step is summed up, and can be changed.
    expect(within(step('Email')).getByText('grace@example.com')).toBeTruthy();
    expect(within(step('Delivery')).getByText(/Standard shipping/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change Shipping address' })).toBeTruthy();
    expect(document.querySelector('[data-total="total"] dd')?.textContent).toBe('€51.70');

    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/order/confirmed/order_7');
    expect(screen.getByText('Order number: 7')).toBeTruthy();
    const shipping = screen.getByRole('region', { name: 'Shipping address' });
    expect(within(shipping).getByText('Grace Hopper')).toBeTruthy();
    expect(within(shipping).getByText('Unter den Linden 1')).toBeTruthy();
    expect(within(shipping).getByText('10117 Berlin')).toBeTruthy();
    expect(window.localStorage.getItem(CART_ID_KEY)).toBeNull();
    expect(store.requests).toContain(
      'POST /store/carts/cart_1/shipping-methods {"option_id":"so_standard"}',
    );
  });

  it('reads the placed order with the relations it shows when the completion lacks them (Medusa v1)', async () => {
    const user = userEvent.setup();
    const store = await withCart({ medusaRelations: true });
    renderApp('/checkout', store.api);
    await fillGuestDetails(user);
    await user.click(await screen.findByRole('radio', { name: /Manual payment/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeTruthy();
    const billing = await screen.findByRole('region', { name: 'Billing address' });
    expect(within(billing).getByText('Unter den Linden 1')).toBeTruthy();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText(/Standard shipping/)).toBeTruthy();
    const read = store.requests.find((line) => line.startsWith('GET /store/orders/order_7'));
    expect(read).toContain('billing_address');
    expect(read).toContain('shipping_methods.shipping_option');
  });

  it('explains a declined card at once, keeps the cart, and places the order with another card', async () => {
    const user = userEvent.setup();
    const store = await withCart();
    renderApp('/checkout', store.api);
    await fillGuestDetails(user);
    await user.click(await screen.findByRole('radio', { name: /Test card/ }));
    expect(
      screen.getByText(
        'Test cards: 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks you to confirm the payment (3-D Secure).',
      ),
    ).toBeTruthy();
    await user.type(screen.getByLabelText(/^Card number/), '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // The provider refuses the card: the payment step stays open, and no order can be placed.
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Your card was declined, and nothing was charged/);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(step('Payment').textContent).not.toMatch(/\(completed\)/);
    expect(window.localStorage.getItem(CART_ID_KEY)).toBe(JSON.stringify('cart_1'));
    // What the shopper typed is still there, so only the card number changes.
    const card = screen.getByLabelText(/^Card number/) as HTMLInputElement;
    expect(card.value).toBe('4000 0000 0000 0002');
    expect(within(step('Shipping address')).getByText('Unter den Linden 1')).toBeTruthy();

    await user.clear(card);
    await user.type(card, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(step('Payment')).getByText('Test card ending in 4242')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Order number: 7')).toBeTruthy();
  });

  it('opens the payment step of a returning shopper whose card the server declined', async () => {
    const store = await withCart();
    const cart = store.carts.get('cart_1') as Cart;
    store.carts.set('cart_1', {
      ...cart,
      email: 'grace@example.com',
      shipping_address: GRACE,
      billing_address: GRACE,
      shipping_methods: [{ id: 'sm_1', shipping_option_id: 'so_standard', price: 490 }],
      items: (cart.items ?? []).map((item) => ({ ...item, has_shipping: true })),
      payment_sessions: [DECLINED],
      payment_session: DECLINED,
    } as Cart);
    renderApp('/checkout', store.api);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Your card was declined, and nothing was charged/);
    expect(step('Payment').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByLabelText(/^Card number/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(screen.queryByText('Test card ending in 0002')).toBeNull();
  });

  it("shows the bank's challenge for a 3-D Secure card, and places the order on Confirm", async () => {
    const user = userEvent.setup();
    const store = await withCart();
    renderApp('/checkout', store.api);
    await payWithSecureCard(user);

    const challenge = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(
      within(challenge).getByText(
        'Your bank asks you to confirm the payment of €51.70 with your card ending in 3184.',
      ),
    ).toBeTruthy();
    const confirm = within(challenge).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    await user.click(confirm);
    expect(await screen.findByText('Order number: 7')).toBeTruthy();
    expect(store.requests).toContain(
      'POST /store/carts/cart_1/payment-sessions/test-card {"data":{"three_d_secure":"passed"}}',
    );
  });

  it('goes back to the payment step when the challenge fails or is left with Escape', async () => {
    const user = userEvent.setup();
    const store = await withCart();
    renderApp('/checkout', store.api);
    await payWithSecureCard(user);

    const challenge = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await user.click(within(challenge).getByRole('button', { name: 'Fail' }));
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toBe(
      'Your bank did not confirm the card, and nothing was charged. Use another card, or continue with this one to try again.',
    );
    await waitFor(() => expect(document.activeElement).toBe(failed));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect((screen.getByLabelText(/^Card number/) as HTMLInputElement).value).toBe(
      '4000 0027 6000 3184',
    );

    // The same card again: a new challenge, left with Escape.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await user.keyboard('{Escape}');
    const canceled = await screen.findByRole('alert');
    expect(canceled.textContent).toMatch(/^You closed your bank's confirmation/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/Order number/)).toBeNull();
  });

  it('offers a signed-in shopper their saved addresses and sends the chosen one by id', async () => {
    const user = userEvent.setup();
    const store = await withCart({
      customer: {
        id: 'cus_1',
        email: 'ada@example.com',
        shipping_addresses: [
          {
            id: 'addr_home',
            first_name: 'Ada',
            last_name: 'Lovelace',
            address_1: 'Kastanienallee 5',
            city: 'Berlin',
            postal_code: '10435',
            country_code: 'de',
          },
        ],
      },
    });
    renderApp('/checkout', store.api);
    const email = (await screen.findByLabelText(/^Email address/)) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('ada@example.com'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const saved = await screen.findByRole('radiogroup', { name: 'Your saved addresses' });
    expect(within(saved).getByRole('radio', { name: /Kastanienallee 5/ })).toBeTruthy();
    await user.click(within(saved).getByRole('radio', { name: /Kastanienallee 5/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('checkbox', { name: 'Same as shipping address' });
    expect(store.requests).toContain('POST /store/carts/cart_1 {"shipping_address":"addr_home"}');
  });
});
