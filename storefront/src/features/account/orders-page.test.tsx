import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAccount, fakeOrder } from '../../test/fake-account.ts';
import { renderApp } from '../../test/render-app.tsx';

const grace = { email: 'grace@example.com', password: 'hopper1906', first_name: 'Grace' };

describe('orders and payment methods', () => {
  it('pages through the orders ten at a time and opens one', async () => {
    const user = userEvent.setup();
    // Twelve orders, newest (#12) first, as the API answers by default (no `order`: Medusa v1
    // refuses it on this operation).
    const orders = Array.from({ length: 12 }, (_, i) => fakeOrder(12 - i, 'cus_1'));
    const store = fakeAccount({
      accounts: [grace],
      signedIn: grace.email,
      orders: { [grace.email]: orders },
    });
    renderApp('/account/orders', store.api);
    const list = await screen.findByRole('list', { name: 'Your orders' });
    // Guest orders join only through the claim, so the page says where to add them.
    const hint = screen.getByText(/^Orders you placed without signing in appear here/);
    expect(within(hint).getByRole('link', { name: 'Add guest orders' }).getAttribute('href')).toBe(
      '/account/claim-orders',
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(store.requests).toContain('GET /store/customers/me/orders?limit=10&offset=0');

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await screen.findByText('Page 2 of 2');
    const second = screen.getByRole('list', { name: 'Your orders' });
    expect(within(second).getAllByRole('listitem')).toHaveLength(2);
    expect(within(second).getAllByText('Total: €39.00')).toHaveLength(2);

    await user.click(within(second).getByRole('link', { name: 'Order #1' }));
    await screen.findByRole('heading', { level: 1, name: 'Order #1' });
    expect(screen.getByText('M / White')).toBeTruthy();
    expect(screen.getByText('Quantity: 2')).toBeTruthy();
    expect(document.querySelector('[data-total="total"] dd')?.textContent).toBe('€39.00');
  });

  it('says when there are no orders and no saved payment methods', async () => {
    const user = userEvent.setup();
    const store = fakeAccount({ accounts: [grace], signedIn: grace.email });
    renderApp('/account/orders', store.api);
    expect(await screen.findByText('You have no orders yet.')).toBeTruthy();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Your account' })).getByRole('link', {
        name: 'Payment methods',
      }),
    );
    expect(await screen.findByText('No saved payment methods.')).toBeTruthy();
  });
});
