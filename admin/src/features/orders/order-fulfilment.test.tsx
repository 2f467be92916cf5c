import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  capturedOrder,
  orderFulfillment,
  orderLine,
  orderReturn,
} from '../../test/order-fixtures.ts';
import { ORDER_LOAD, orderSection, renderOrderScreen } from '../../test/order-screen.tsx';

describe('fulfilling and returning an order', { timeout: 20_000 }, () => {
  it('fulfils the items, then marks the fulfillment shipped with tracking numbers', async () => {
    const { called, state } = renderOrderScreen(capturedOrder(), {
      'POST /admin/orders/order_1/fulfillment': () => {
        state.order = {
          ...state.order,
          fulfillment_status: 'fulfilled',
          items: [orderLine('item_1', 'Linen Shirt', { fulfilled_quantity: 2 })],
          fulfillments: [orderFulfillment()],
        };
        return { order: state.order };
      },
      'POST /admin/orders/order_1/shipment': () => {
        state.order = {
          ...state.order,
          fulfillment_status: 'shipped',
          fulfillments: [
            orderFulfillment({
              shipped_at: '2025-03-03T10:00:00.000Z',
              tracking_numbers: ['TRK1', 'TRK2'],
            }),
          ],
        };
        return { order: state.order };
      },
    });
    await screen.findByRole('heading', { name: 'Order #1042', level: 1 }, ORDER_LOAD);
    fireEvent.click(
      within(orderSection('Fulfillments')).getByRole('button', { name: 'Create fulfillment' }),
    );
    const create = await screen.findByRole('dialog', { name: 'Create a fulfillment' });
    // Everything not yet fulfilled is chosen by default; more than that is refused.
    const quantity = within(create).getByRole('spinbutton', { name: /Linen Shirt/ });
    expect((quantity as HTMLInputElement).value).toBe('2');
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Create fulfillment' }));
    expect(await within(create).findByText('That is more than this item allows.')).toBeTruthy();
    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Create fulfillment' }));
    await waitFor(() =>
      expect(called('POST', '/admin/orders/order_1/fulfillment')).toHaveLength(1),
    );
    expect(called('POST', '/admin/orders/order_1/fulfillment')[0]?.body).toEqual({
      items: [{ item_id: 'item_1', quantity: 2 }],
      no_notification: false,
    });

    const ship = await within(orderSection('Fulfillments')).findByRole(
      'button',
      { name: 'Mark shipped: Fulfillment 1' },
      ORDER_LOAD,
    );
    fireEvent.click(ship);
    const dialog = await screen.findByRole('dialog', { name: 'Mark as shipped' });
    fireEvent.change(within(dialog).getByLabelText('Tracking numbers'), {
      target: { value: 'TRK1, TRK2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(called('POST', '/admin/orders/order_1/shipment')).toHaveLength(1));
    expect(called('POST', '/admin/orders/order_1/shipment')[0]?.body).toEqual({
      fulfillment_id: 'ful_1',
      tracking_numbers: ['TRK1', 'TRK2'],
      no_notification: false,
    });
    expect(
      await within(orderSection('Fulfillments')).findByText('Tracking: TRK1, TRK2', {}, ORDER_LOAD),
    ).toBeTruthy();
    expect(
      within(orderSection('Fulfillments')).queryByRole('button', { name: /Mark shipped/ }),
    ).toBeNull();
  });
  it('requests a return of shipped units and receives it', async () => {
    const shipped = capturedOrder({
      fulfillment_status: 'shipped',
      items: [orderLine('item_1', 'Linen Shirt', { fulfilled_quantity: 2, shipped_quantity: 2 })],
      fulfillments: [orderFulfillment({ shipped_at: '2025-03-03T10:00:00.000Z' })],
    });
    const { called, state } = renderOrderScreen(shipped, {
      'POST /admin/orders/order_1/return': () => {
        state.order = { ...state.order, returns: [orderReturn()] };
        return { order: state.order };
      },
      'POST /admin/returns/ret_1/receive': () => {
        state.order = {
          ...state.order,
          fulfillment_status: 'partially_returned',
          returns: [orderReturn({ status: 'received', received_at: '2025-03-05T10:00:00.000Z' })],
        };
        return { return: state.order.returns?.[0] };
      },
    });
    await screen.findByRole('heading', { name: 'Order #1042', level: 1 }, ORDER_LOAD);
    fireEvent.click(
      within(orderSection('Returns')).getByRole('button', { name: 'Request return' }),
    );
    const request = await screen.findByRole('dialog', { name: 'Request a return' });
    fireEvent.click(within(request).getByRole('button', { name: 'Request return' }));
    expect(await within(request).findByText('Choose at least one item.')).toBeTruthy();
    fireEvent.change(within(request).getByRole('spinbutton', { name: /Linen Shirt/ }), {
      target: { value: '1' },
    });
    fireEvent.click(within(request).getByRole('button', { name: 'Request return' }));
    await waitFor(() => expect(called('POST', '/admin/orders/order_1/return')).toHaveLength(1));
    expect(called('POST', '/admin/orders/order_1/return')[0]?.body).toEqual({
      items: [{ item_id: 'item_1', quantity: 1 }],
      no_notification: false,
    });

    const returns = orderSection('Returns');
    fireEvent.click(
      await within(returns).findByRole('button', { name: 'Receive: Return 1' }, ORDER_LOAD),
    );
    const receive = await screen.findByRole('dialog', { name: 'Receive the return' });
    expect(
      (within(receive).getByRole('spinbutton', { name: /Linen Shirt/ }) as HTMLInputElement).value,
    ).toBe('1');
    fireEvent.click(within(receive).getByRole('button', { name: 'Receive return' }));
    await waitFor(() => expect(called('POST', '/admin/returns/ret_1/receive')).toHaveLength(1));
    expect(called('POST', '/admin/returns/ret_1/receive')[0]?.body).toEqual({
      items: [{ item_id: 'item_1', quantity: 1 }],
    });
    expect(await within(returns).findByText('Received', {}, ORDER_LOAD)).toBeTruthy();
    expect(within(returns).queryByRole('button', { name: /Receive/ })).toBeNull();
  });
});
