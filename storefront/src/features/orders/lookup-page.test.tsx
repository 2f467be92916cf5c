import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deliveredOrder, fakeOrders } from '../../test/fake-orders.ts';
import { renderApp } from '../../test/render-app.tsx';

const grace = { email: 'grace@example.com', password: 'hopper1906', first_name: 'Grace' };

describe('guest order lookup', () => {
  it('explains a miss, then finds the order and offers its return and exchange', async () => {
    const user = userEvent.setup();
    const store = fakeOrders({ guestOrders: [deliveredOrder(7)] });
    renderApp('/orders/lookup', store.api);
    await screen.findByRole('heading', { level: 1, name: 'Find your order' });

    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect(await screen.findByText('Enter the order number.')).toBeTruthy();

    await user.type(screen.getByLabelText(/^Order number/), '#8');
    await user.type(screen.getByLabelText(/^Email address/), 'guest@example.com');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No order matches this number and email address.');
    expect(store.requests).toContain('GET /store/orders?display_id=8&email=guest@example.com');

    await user.clear(screen.getByLabelText(/^Order number/));
    await user.type(screen.getByLabelText(/^Order number/), '7');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Order #7' });
    expect(document.activeElement).toBe(heading);
    const result = screen.getByRole('region', { name: 'Order #7' });
    expect(within(result).getByText('M / White')).toBeTruthy();
    expect(within(result).getByRole('link', { name: 'Return items' }).getAttribute('href')).toBe(
      '/orders/order_7/return',
    );
    expect(within(result).getByRole('link', { name: 'Exchange items' })).toBeTruthy();
    expect(within(result).getByText('Have an account?')).toBeTruthy();
  });

  it('lets a signed-in shopper ask to add the guest order to the account', async () => {
    const user = userEvent.setup();
    const store = fakeOrders({
      accounts: [grace],
      signedIn: grace.email,
      guestOrders: [deliveredOrder(9, grace.email)],
    });
    renderApp('/orders/lookup', store.api);
    await user.type(await screen.findByLabelText(/^Order number/), '9');
    // The signed-in shopper's email is filled in once known.
    await user.clear(screen.getByLabelText(/^Email address/));
    await user.type(screen.getByLabelText(/^Email address/), grace.email);
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    await user.click(await screen.findByRole('button', { name: 'Add to my account' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'We emailed a confirmation link to grace@example.com. Open it to add the orders to your account.',
    );
    expect(store.bodies.get('POST /store/orders/batch/customer/token')).toEqual({
      order_ids: ['order_9'],
    });
  });

  it('finds guest orders from the account and asks for the link for the chosen ones', async () => {
    const user = userEvent.setup();
    const store = fakeOrders({
      accounts: [grace],
      signedIn: grace.email,
      guestOrders: [deliveredOrder(9, grace.email), deliveredOrder(10, grace.email)],
    });
    renderApp('/account/claim-orders', store.api);
    await screen.findByRole('heading', { level: 1, name: 'Add guest orders' });
    expect(screen.getByText('No orders found yet.')).toBeTruthy();
    for (const number of ['9', '10']) {
      await user.type(screen.getByLabelText(/^Order number/), number);
      await user.click(screen.getByRole('button', { name: 'Find order' }));
      await screen.findByRole('checkbox', { name: `Order #${number}, total €39.00` });
    }
    await user.click(screen.getByRole('checkbox', { name: 'Order #10, total €39.00' }));
    await user.click(screen.getByRole('button', { name: 'Send the confirmation link' }));
    await screen.findByRole('status');
    expect(store.bodies.get('POST /store/orders/batch/customer/token')).toEqual({
      order_ids: ['order_9'],
    });
  });

  it('confirms a claim with the emailed token, and explains an expired one', async () => {
    const user = userEvent.setup();
    const store = fakeOrders();
    const { router } = renderApp('/orders/claim?token=old-claim', store.api);
    await user.click(await screen.findByRole('button', { name: 'Add the orders to my account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is invalid or has expired. Ask for a new one from your account.',
    );
    await router.navigate({ to: '/orders/claim', search: { token: 'good-claim' } });
    await user.click(await screen.findByRole('button', { name: 'Add the orders to my account' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The orders are now in your account.',
    );
  });

  it('shows a gift card balance, and says when no card has the code', async () => {
    const user = userEvent.setup();
    const store = fakeOrders({ giftCards: { GIFT50: { value: 5000, balance: 1250 } } });
    renderApp('/gift-cards', store.api);
    await user.type(await screen.findByLabelText(/^Gift card code/), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No gift card has this code. Check the code and try again.',
    );
    await user.clear(screen.getByLabelText(/^Gift card code/));
    await user.type(screen.getByLabelText(/^Gift card code/), 'GIFT50');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));
    expect((await screen.findByTestId('gift-card-balance')).textContent).toBe('Balance: €12.50');
    expect(screen.getByText('Issued with €50.00')).toBeTruthy();
  });
});
