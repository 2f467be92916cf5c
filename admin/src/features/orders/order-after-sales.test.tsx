import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { capturedOrder, type FixtureOrder, orderLine } from '../../test/order-fixtures.ts';
import { ORDER_LOAD, orderSection, refused, renderOrderScreen } from '../../test/order-screen.tsx';

describe("an order's exchanges and edits", { timeout: 20_000 }, () => {
  it("processes a confirmed exchange's payment and explains a refused order edit", async () => {
    const swap = {
      id: 'swap_1',
      order_id: 'order_1',
      fulfillment_status: 'not_fulfilled',
      payment_status: 'awaiting',
      additional_items: [orderLine('item_2', 'Linen Shirt, size L', { order_id: null })],
      return_order: null,
      fulfillments: [],
      payment: null,
      difference_due: 700,
      shipping_address_id: null,
      shipping_methods: [],
      cart_id: 'cart_2',
      confirmed_at: '2025-03-06T10:00:00.000Z',
      canceled_at: null,
      no_notification: null,
      allow_backorder: false,
      idempotency_key: null,
      created_at: '2025-03-05T10:00:00.000Z',
      updated_at: '2025-03-06T10:00:00.000Z',
      deleted_at: null,
      metadata: null,
    } satisfies NonNullable<FixtureOrder['swaps']>[number];
    const { called } = renderOrderScreen(capturedOrder({ swaps: [swap] }), {
      'POST /admin/orders/order_1/swaps/swap_1/process-payment': () => ({
        order: capturedOrder({ swaps: [{ ...swap, payment_status: 'captured' }] }),
      }),
      'POST /admin/order-edits': refused('order_edit_active'),
    });
    await screen.findByRole('heading', { name: 'Order #1042', level: 1 }, ORDER_LOAD);
    const swaps = orderSection('Exchanges');
    // Confirmed by the customer: its new items can be fulfilled, and nothing is paid yet.
    expect(within(swaps).getByRole('button', { name: /^Fulfil: Exchange 1/ })).toBeTruthy();
    expect(
      within(swaps).getByRole('button', { name: /^Cancel exchange: Exchange 1/ }),
    ).toBeTruthy();
    fireEvent.click(within(swaps).getByRole('button', { name: /^Process payment: Exchange 1/ }));
    const pay = await screen.findByRole('alertdialog', { name: "Process the exchange's payment?" });
    expect(within(pay).getByText('The customer pays the difference of €7.00.')).toBeTruthy();
    fireEvent.click(within(pay).getByRole('button', { name: 'Process payment' }));
    await waitFor(() =>
      expect(called('POST', '/admin/orders/order_1/swaps/swap_1/process-payment')).toHaveLength(1),
    );

    fireEvent.click(
      within(orderSection('Order edits')).getByRole('button', { name: 'Start edit' }),
    );
    const start = await screen.findByRole('alertdialog', { name: 'Start an order edit?' });
    fireEvent.click(within(start).getByRole('button', { name: 'Start edit' }));
    expect((await within(start).findByRole('alert')).textContent).toBe(
      'This order already has an edit in progress.',
    );
    expect(called('POST', '/admin/order-edits')[0]?.body).toEqual({ order_id: 'order_1' });
  });
});
