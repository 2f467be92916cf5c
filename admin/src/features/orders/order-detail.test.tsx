import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { capturedOrder, placedOrder } from '../../test/order-fixtures.ts';
import { ORDER_LOAD, orderSection, refused, renderOrderScreen } from '../../test/order-screen.tsx';

describe('the order screen', { timeout: 20_000 }, () => {
  it("shows the order's parts and offers only what its states allow", async () => {
    renderOrderScreen(placedOrder(), {
      'GET /admin/notifications': {
        notifications: [
          {
            id: 'noti_1',
            event_name: 'order.placed',
            resource_type: 'order',
            resource_id: 'order_1',
            customer_id: 'cus_1',
            to: 'ada@example.com',
            data: {},
            parent_id: null,
            provider_id: 'log',
            created_at: '2025-03-01T10:00:01.000Z',
            updated_at: '2025-03-01T10:00:01.000Z',
          },
        ],
        count: 1,
        offset: 0,
        limit: 100,
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Order #1042', level: 1 }, ORDER_LOAD),
    ).toBeTruthy();
    const states = screen.getByRole('list', { name: 'Order states' });
    expect(within(states).getByText('Payment: Awaiting capture')).toBeTruthy();
    expect(within(states).getByText('Fulfillment: Not fulfilled')).toBeTruthy();
    // Pending: complete and cancel are offered, archive is not.
    expect(screen.getByRole('button', { name: 'Complete order' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();

    expect(within(orderSection('Items')).getByText('Linen Shirt')).toBeTruthy();
    expect(within(orderSection('Totals')).getByText('€54.90')).toBeTruthy();
    // Awaiting capture: capture, but nothing to refund yet; nothing fulfilled to return.
    expect(
      within(orderSection('Payments')).getByRole('button', { name: 'Capture payment' }),
    ).toBeTruthy();
    expect(within(orderSection('Payments')).queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(
      within(orderSection('Fulfillments')).getByRole('button', { name: 'Create fulfillment' }),
    ).toBeTruthy();
    expect(
      within(orderSection('Returns')).queryByRole('button', { name: 'Request return' }),
    ).toBeNull();
    expect(within(orderSection('Customer')).getAllByText('Unter den Linden 1')).toHaveLength(2);

    const timeline = orderSection('Timeline');
    expect(
      await within(timeline).findByText(
        'Email “Order confirmation” sent to ada@example.com',
        {},
        ORDER_LOAD,
      ),
    ).toBeTruthy();
    expect(within(timeline).getByText('Order placed (€54.90)')).toBeTruthy();
  });
  it('refunds part of the captured money, never more than is refundable', async () => {
    let answer: 'refuse' | 'accept' = 'refuse';
    const { called, state } = renderOrderScreen(capturedOrder(), {
      'POST /admin/orders/order_1/refund': (_request: Request, body: unknown) => {
        if (answer === 'refuse') return refused('refund_exceeds_refundable');
        const amount = (body as { amount: number }).amount;
        state.order = { ...state.order, refunded_total: amount, refundable_amount: 5490 - amount };
        return { order: state.order };
      },
    });
    await screen.findByRole('heading', { name: 'Order #1042', level: 1 }, ORDER_LOAD);
    fireEvent.click(within(orderSection('Payments')).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order #1042' });
    expect(within(dialog).getByText('Up to €54.90 can be refunded.')).toBeTruthy();

    const amount = within(dialog).getByLabelText(/Amount/);
    fireEvent.change(amount, { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('The refund cannot be more than what can still be refunded.'),
    ).toBeTruthy();
    expect(called('POST', '/admin/orders/order_1/refund')).toHaveLength(0);

    // Another refund got there first: the server refuses, and the dialog says why.
    fireEvent.change(amount, { target: { value: '20.5' } });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Late delivery' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The refund is more than what can still be refunded on this order.',
    );

    answer = 'accept';
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), ORDER_LOAD);
    expect(called('POST', '/admin/orders/order_1/refund').at(-1)?.body).toEqual({
      amount: 2050,
      reason: 'other',
      note: 'Late delivery',
      no_notification: false,
    });
    expect(await within(orderSection('Totals')).findByText('€34.40', {}, ORDER_LOAD)).toBeTruthy();
  });
  it("shows the server's refusal of a status change in the dialog, which stays open", async () => {
    const { called } = renderOrderScreen(placedOrder(), {
      'POST /admin/orders/order_1/complete': refused('order_status_canceled'),
    });
    await screen.findByRole('heading', { name: 'Order #1042', level: 1 }, ORDER_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Complete order #1042?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete order' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This cannot be done while the order is “Canceled”.',
    );
    expect(called('POST', '/admin/orders/order_1/complete')).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
