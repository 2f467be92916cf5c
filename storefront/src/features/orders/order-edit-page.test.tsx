import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deliveredOrder, fakeOrders, requestedEdit } from '../../test/fake-orders.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('order edit', () => {
  it('shows the changes and totals, pays the difference, and accepts', async () => {
    const user = userEvent.setup();
    const order = deliveredOrder(7);
    const store = fakeOrders({ guestOrders: [order], edits: [requestedEdit(order)] });
    renderApp('/order-edits/oe_1', store.api);
    await screen.findByRole('heading', { level: 1, name: 'Changes to order #7' });
    // 2 × €19.50 down to 1, and a print at €69.50: €50.00 more.
    const shown = () =>
      [...document.querySelectorAll('[data-change]')].map((row) => [
        row.getAttribute('data-change'),
        row.textContent,
      ]);
    const expected = [
      ['updated', 'Changed: Classic T-Shirt (M / White), quantity 2 → 1€39.00 → €19.50'],
      ['added', 'Added: Limited Print (A3), quantity 1€69.50'],
    ];
    expect(shown()).toEqual(expected);
    const total = (key: string) =>
      document.querySelector(`[data-total="${key}"]`)?.textContent ?? '';
    expect(total('oldTotal')).toBe('Total before the changes€39.00');
    expect(total('newTotal')).toBe('New total€89.00');
    expect(total('difference')).toBe('Difference to pay€50.00');

    await user.click(screen.getByRole('button', { name: 'Pay €50.00 and accept' }));
    await screen.findByText('You accepted these changes. Your order is updated.');
    expect(store.bodies.get('POST /store/payment-collections/paycol_1/sessions')).toEqual({
      provider_id: 'manual',
    });
    expect(
      store.bodies.get('POST /store/payment-collections/paycol_1/sessions/batch/authorize'),
    ).toEqual({ session_ids: ['ps_1'] });
    expect(store.requests).toContain('POST /store/order-edits/oe_1/complete');
    // Accepted, the order has the new lines and nothing more is due: the page still says
    // what changed and what it cost, from the edit itself.
    await waitFor(() => expect(order.items?.[0]?.quantity).toBe(1));
    expect(shown()).toEqual(expected);
    expect(total('oldTotal')).toBe('Total before the changes€39.00');
    expect(total('difference')).toBe('Difference added to your order€50.00');
  });

  it('declines with a reason, and explains an edit answered meanwhile', async () => {
    const user = userEvent.setup();
    const order = deliveredOrder(7);
    const edit = requestedEdit(order, 0);
    const store = fakeOrders({ guestOrders: [order], edits: [edit] });
    renderApp('/order-edits/oe_1', store.api);
    await user.type(await screen.findByLabelText('Reason (optional)'), 'I no longer need it');
    // Someone answered it in another tab.
    Object.assign(edit, { status: 'canceled' });
    await user.click(screen.getByRole('button', { name: 'Decline the changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'These changes are no longer open: they were answered or withdrawn meanwhile.',
    );
    Object.assign(edit, { status: 'requested' });
    await user.click(screen.getByRole('button', { name: 'Decline the changes' }));
    await screen.findByText('You declined these changes. Your order stays as it was.');
    expect(screen.getByText('Your reason: I no longer need it')).toBeTruthy();
  });

  it('shows the not-found page for an unknown edit', async () => {
    renderApp('/order-edits/oe_missing', fakeOrders().api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
