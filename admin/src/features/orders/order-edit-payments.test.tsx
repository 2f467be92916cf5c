import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createdEdit } from '../../test/after-sales-fixtures.ts';
import { orderPayment, placedOrder } from '../../test/order-fixtures.ts';
import { ORDER_LOAD, orderSection, renderOrderScreen } from '../../test/order-screen.tsx';

const confirmedEdit = (note: string | null = null) =>
  createdEdit({
    status: 'confirmed',
    internal_note: note,
    confirmed_by: 'cus_1',
    confirmed_at: '2025-03-06T10:00:00.000Z',
    difference_due: 1200,
    payment_collection_id: 'paycol_1',
  });
const collection = (overrides: object = {}) => ({
  id: 'paycol_1',
  type: 'order_edit',
  status: 'not_paid',
  description: null,
  amount: 1200,
  authorized_amount: 0,
  region_id: 'reg_eu',
  currency_code: 'eur',
  created_by: 'usr_01',
  created_at: '2025-03-06T10:00:00.000Z',
  updated_at: '2025-03-06T10:00:00.000Z',
  deleted_at: null,
  metadata: null,
  payments: [],
  ...overrides,
});
const page = (key: string, rows: object[]) => ({
  [key]: rows,
  count: rows.length,
  offset: 0,
  limit: 100,
});
const grace = {
  id: 'usr_01',
  email: 'grace@example.com',
  first_name: 'Grace',
  last_name: 'Hopper',
};

function renderEditedOrder(handlers: Parameters<typeof renderOrderScreen>[1]) {
  const edit = { current: confirmedEdit() };
  const screenApi = renderOrderScreen(placedOrder({ edits: [confirmedEdit()] }), {
    'GET /admin/order-edits': () => page('order_edits', [edit.current]),
    'GET /admin/users': page('users', [grace]),
    'POST /admin/order-edits/oe_1': (_request, body) => {
      edit.current = confirmedEdit((body as { internal_note: string }).internal_note);
      return { order_edit: edit.current };
    },
    ...handlers,
  });
  return screenApi;
}

describe("an order's edit history", { timeout: 30_000 }, () => {
  it('lists who started and confirmed each edit, and changes its internal note', async () => {
    const { called } = renderEditedOrder({
      'GET /admin/payment-collections/paycol_1': { payment_collection: collection() },
    });
    await screen.findByRole('heading', { name: 'Order #1042', level: 1 }, ORDER_LOAD);
    const history = orderSection('Edit history');
    const entry = await within(history).findByRole('listitem', { name: /^Edit 1 of/ });
    expect(within(entry).getByText('Confirmed')).toBeTruthy();
    expect(
      await within(entry).findByText(/^Started by Grace Hopper on .*confirmed by the customer on/),
    ).toBeTruthy();
    expect(within(entry).getByText('No internal note.')).toBeTruthy();
    // One order id, as Medusa v1 takes it (not `order_id[]`).
    expect(called('GET', '/admin/order-edits')[0]?.search.getAll('order_id')).toEqual(['order_1']);

    fireEvent.click(within(entry).getByRole('button', { name: /^Edit note: Edit 1/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Internal note of Edit 1/ });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Internal note' }), {
      target: { value: 'Customer called to add a mug.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(called('POST', '/admin/order-edits/oe_1')[0]?.body).toEqual({
        internal_note: 'Customer called to add a mug.',
      }),
    );
    expect(await within(history).findByText('Customer called to add a mug.')).toBeTruthy();
  });
});

describe("an edit's payment request", { timeout: 30_000 }, () => {
  it('is described, marked as paid, captured and partly refunded', async () => {
    const state = {
      collection: collection(),
      payment: orderPayment({ id: 'pay_2', amount: 1200, cart_id: null }),
    };
    const { called } = renderEditedOrder({
      'GET /admin/payment-collections/paycol_1': () => ({ payment_collection: state.collection }),
      'POST /admin/payment-collections/paycol_1': (_request, body) => {
        state.collection = { ...state.collection, ...(body as object) };
        return { payment_collection: state.collection };
      },
      'POST /admin/payment-collections/paycol_1/authorize': () => {
        state.collection = collection({
          status: 'authorized',
          authorized_amount: 1200,
          description: state.collection.description,
          payments: [state.payment],
        });
        return { payment_collection: state.collection };
      },
      'GET /admin/payments/pay_2': () => ({ payment: state.payment }),
      'POST /admin/payments/pay_2/capture': () => {
        state.payment = { ...state.payment, captured_at: '2025-03-07T10:00:00.000Z' };
        return { payment: state.payment };
      },
      'POST /admin/payments/pay_2/refund': () => {
        state.payment = { ...state.payment, amount_refunded: 500 };
        return { refund: { id: 'ref_1' } };
      },
    });
    await screen.findByRole('heading', { name: 'Order #1042', level: 1 }, ORDER_LOAD);
    const request = await screen.findByRole(
      'region',
      { name: 'Payment requested from the customer' },
      ORDER_LOAD,
    );
    expect(await within(request).findByText('Not paid')).toBeTruthy();
    expect(within(request).getByText('€12.00')).toBeTruthy();

    fireEvent.click(within(request).getByRole('button', { name: 'Edit text' }));
    const text = await screen.findByRole('dialog', { name: 'Change the text shown to the payer' });
    fireEvent.change(within(text).getByRole('textbox', { name: 'Text shown to the payer' }), {
      target: { value: 'One more mug' },
    });
    fireEvent.click(within(text).getByRole('button', { name: 'Save' }));
    expect(await within(request).findByText('One more mug')).toBeTruthy();
    expect(called('POST', '/admin/payment-collections/paycol_1')[0]?.body).toEqual({
      description: 'One more mug',
    });

    fireEvent.click(within(request).getByRole('button', { name: 'Mark as paid' }));
    const paid = await screen.findByRole('alertdialog', {
      name: 'Mark this payment request as paid?',
    });
    fireEvent.click(within(paid).getByRole('button', { name: 'Mark as paid' }));
    expect(await within(request).findByText('Paid (authorized)')).toBeTruthy();
    expect(within(request).queryByRole('button', { name: 'Delete request' })).toBeNull();

    const payment = await within(request).findByRole('listitem', { name: 'manual payment' });
    fireEvent.click(
      within(payment).getByRole('button', { name: 'Capture payment: manual payment' }),
    );
    const capture = await screen.findByRole('alertdialog');
    fireEvent.click(within(capture).getByRole('button', { name: 'Capture payment' }));
    await waitFor(() => expect(called('POST', '/admin/payments/pay_2/capture')).toHaveLength(1));

    fireEvent.click(await within(payment).findByRole('button', { name: 'Refund: manual payment' }));
    const refund = await screen.findByRole('dialog', { name: 'Refund the manual payment' });
    expect(within(refund).getByText('Up to €12.00 can be refunded.')).toBeTruthy();
    const amount = within(refund).getByRole('spinbutton', { name: 'Amount (EUR)' });
    fireEvent.change(amount, { target: { value: '13' } });
    fireEvent.click(within(refund).getByRole('button', { name: 'Refund' }));
    expect(
      await within(refund).findByText('The refund cannot be more than what can still be refunded.'),
    ).toBeTruthy();
    fireEvent.change(amount, { target: { value: '5' } });
    fireEvent.change(within(refund).getByRole('textbox', { name: 'Note' }), {
      target: { value: 'Goodwill' },
    });
    fireEvent.click(within(refund).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(called('POST', '/admin/payments/pay_2/refund')[0]?.body).toEqual({
        amount: 500,
        reason: 'other',
        note: 'Goodwill',
      }),
    );
    expect(await within(payment).findByText(/ · €5.00 refunded$/)).toBeTruthy();
  });

  it('can be deleted while nothing is paid', async () => {
    const { called } = renderEditedOrder({
      'GET /admin/payment-collections/paycol_1': { payment_collection: collection() },
      'DELETE /admin/payment-collections/paycol_1': {
        id: 'paycol_1',
        object: 'payment_collection',
        deleted: true,
      },
    });
    await screen.findByRole('heading', { name: 'Order #1042', level: 1 }, ORDER_LOAD);
    const request = await screen.findByRole(
      'region',
      { name: 'Payment requested from the customer' },
      ORDER_LOAD,
    );
    fireEvent.click(await within(request).findByRole('button', { name: 'Delete request' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Delete this payment request?',
    });
    expect(within(confirm).getByText(/no longer be asked for €12.00/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete request' }));
    expect(await within(request).findByText('This payment request was deleted.')).toBeTruthy();
    expect(called('DELETE', '/admin/payment-collections/paycol_1')).toHaveLength(1);
    expect(within(request).queryByRole('button')).toBeNull();
  });
});
