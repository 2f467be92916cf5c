import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deliveredOrder, fakeOrders } from '../../test/fake-orders.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('return request', () => {
  it('asks for an item, then sends the chosen units, reason and return shipping', async () => {
    const user = userEvent.setup();
    const store = fakeOrders({ guestOrders: [deliveredOrder(7)] });
    renderApp('/orders/order_7/return', store.api);
    await screen.findByRole('heading', { level: 1, name: 'Return items of order #7' });

    await user.click(await screen.findByRole('button', { name: 'Request the return' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose at least one item to send back.',
    );
    // The region's one return option is chosen already.
    expect(screen.queryByText('Choose how the items travel back.')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Return by post/ }).checked).toBe(
      true,
    );
    // The order's region adds tax to its prices: the option's price before tax, as the
    // checkout's delivery options show theirs (€4.68 with its tax).
    expect(
      screen.getByRole('radio', { name: /Return by post/ }).closest('label')?.textContent,
    ).toBe('Return by post€3.90');

    await user.click(screen.getByRole('checkbox', { name: 'Classic T-Shirt (M / White)' }));
    const quantity = screen.getByRole('spinbutton', { name: /^Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Request the return' }));
    expect(await screen.findByText('Enter a quantity within the limit shown.')).toBeTruthy();

    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.click(screen.getByRole('combobox', { name: 'Reason (optional)' }));
    await user.click(await screen.findByRole('option', { name: 'Wrong size: Too small' }));
    await user.click(screen.getByRole('button', { name: 'Request the return' }));

    const result = await screen.findByRole('region', { name: 'Your return is requested' });
    expect(within(result).getByTestId('return-refund').textContent).toBe('€19.50');
    expect(within(result).getByText('Return by post')).toBeTruthy();
    expect(store.bodies.get('POST /store/returns')).toEqual({
      order_id: 'order_7',
      items: [{ item_id: 'item_7', quantity: 1, reason_id: 'rr_small' }],
      return_shipping: { option_id: 'so_return' },
    });
  });

  it('prices the return shipping with its tax where the region’s prices include it', async () => {
    const region = { id: 'reg_eu', currency_code: 'eur', tax_rate: 20, includes_tax: true };
    const order = { ...deliveredOrder(9), region } as ReturnType<typeof deliveredOrder>;
    renderApp('/orders/order_9/return', fakeOrders({ guestOrders: [order] }).api);
    const option = await screen.findByRole('radio', { name: /Return by post/ });
    expect(option.closest('label')?.textContent).toBe('Return by post€4.68');
  });

  it('says when nothing of the order was delivered yet', async () => {
    const order = { ...deliveredOrder(8), items: [] };
    renderApp('/orders/order_8/return', fakeOrders({ guestOrders: [order] }).api);
    expect(await screen.findByText('Nothing of this order can be returned now.')).toBeTruthy();
  });
});
