import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../test/api-routes.ts';
import {
  capturedOrder,
  orderFulfillment,
  orderLine,
  placedOrder,
} from '../../test/order-fixtures.ts';
import { ORDER_LOAD, orderSection, renderOrderScreen } from '../../test/order-screen.tsx';
import { settle } from '../../test/settle.ts';

/** A custom "Support" role: orders and customers, nothing else (issue 21). */
const support = {
  ...adminUser,
  role: 'member',
  permissions: ['orders:read', 'orders:write', 'customers:read', 'customers:write'],
};
/** The built-in developer: reads every area, changes no orders. */
const developer = { ...adminUser, role: 'developer' };

/** What the server answers a read the role lacks; the screen must never ask. */
const refusedRead = () =>
  Response.json({ type: 'forbidden', message: 'Your role does not allow this.' }, { status: 403 });
const OTHER_AREAS = [
  '/admin/notes',
  '/admin/stock-locations',
  '/admin/shipping-options',
  '/admin/users',
  '/admin/regions',
  '/admin/sales-channels',
];
const otherAreasRefused = Object.fromEntries(
  OTHER_AREAS.map((path) => [`GET ${path}`, refusedRead]),
);

const shipped = capturedOrder({
  fulfillment_status: 'shipped',
  items: [orderLine('item_1', 'Linen Shirt', { fulfilled_quantity: 2, shipped_quantity: 2 })],
  fulfillments: [orderFulfillment({ shipped_at: '2025-03-03T10:00:00.000Z' })],
});

describe('the order screen by role', { timeout: 20_000 }, () => {
  it('lets Support fulfil an order with no location field, no notes and no refused read', async () => {
    const { called, queryClient, state } = renderOrderScreen(capturedOrder(), {
      'GET /admin/auth': { user: support },
      ...otherAreasRefused,
      'POST /admin/orders/order_1/fulfillment': () => ({ order: state.order }),
    });
    await screen.findByRole('heading', { name: 'Order #1042', level: 1 }, ORDER_LOAD);
    await settle(queryClient);
    // Support changes orders: the actions are there and no read-only note.
    expect(screen.getByRole('button', { name: 'Complete order' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Notes' })).toBeNull();
    // A shipping method is one of the region's options, which Support cannot read.
    expect(screen.queryByRole('button', { name: 'Add shipping method' })).toBeNull();
    expect(within(orderSection('Timeline')).getByText('Order placed (€54.90)', {})).toBeTruthy();

    fireEvent.click(
      within(orderSection('Fulfillments')).getByRole('button', { name: 'Create fulfillment' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create a fulfillment' });
    expect(within(dialog).queryByRole('combobox', { name: 'Ship from' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create fulfillment' }));
    await waitFor(() =>
      expect(called('POST', '/admin/orders/order_1/fulfillment')).toHaveLength(1),
    );
    expect(called('POST', '/admin/orders/order_1/fulfillment')[0]?.body).toEqual({
      items: [{ item_id: 'item_1', quantity: 2 }],
      no_notification: false,
    });
    await settle(queryClient);
    for (const path of OTHER_AREAS) expect(called('GET', path), path).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers Support returns and refund claims, without return shipping or exchanges', async () => {
    const { called, queryClient } = renderOrderScreen(shipped, {
      'GET /admin/auth': { user: support },
      ...otherAreasRefused,
    });
    await screen.findByRole('heading', { name: 'Order #1042', level: 1 }, ORDER_LOAD);
    // An exchange sends new items from the catalogue, which Support cannot read.
    expect(
      within(orderSection('Exchanges')).queryByRole('button', { name: 'Create exchange' }),
    ).toBeNull();

    fireEvent.click(
      within(orderSection('Returns')).getByRole('button', { name: 'Request return' }),
    );
    const request = await screen.findByRole('dialog', { name: 'Request a return' });
    expect(within(request).getByRole('spinbutton', { name: /Linen Shirt/ })).toBeTruthy();
    expect(within(request).queryByRole('combobox', { name: 'Return shipping' })).toBeNull();
    fireEvent.click(within(request).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(within(orderSection('Claims')).getByRole('button', { name: 'Create claim' }));
    const claim = await screen.findByRole('dialog', { name: 'Create a claim' });
    // A replacement is picked from the catalogue: only a refund is offered.
    expect(within(claim).queryByRole('radiogroup', { name: 'Settle by' })).toBeNull();
    expect(within(claim).queryByRole('combobox', { name: 'Return shipping' })).toBeNull();
    await settle(queryClient);
    for (const path of OTHER_AREAS) expect(called('GET', path), path).toHaveLength(0);
  });

  it('shows a developer the order without its actions, and says why', async () => {
    renderOrderScreen(capturedOrder(), { 'GET /admin/auth': { user: developer } });
    await screen.findByRole('heading', { name: 'Order #1042', level: 1 }, ORDER_LOAD);
    expect(screen.getByRole('note').textContent).toBe(
      'View only: your role cannot make changes to orders.',
    );
    for (const name of [
      'Complete order',
      'Cancel order',
      'Refund',
      'Create fulfillment',
      'Create claim',
      'Create exchange',
      'Start edit',
      'Edit email',
      'Add shipping method',
    ]) {
      expect(screen.queryByRole('button', { name }), name).toBeNull();
    }
    // Developers read notes but do not write them.
    const notes = orderSection('Notes');
    expect(within(notes).queryByRole('button', { name: 'Add note' })).toBeNull();
    expect(within(notes).queryByLabelText('Add a note for the team')).toBeNull();
  });

  it('gives the full admin no read-only note', async () => {
    renderOrderScreen(placedOrder());
    await screen.findByRole('heading', { name: 'Order #1042', level: 1 }, ORDER_LOAD);
    expect(screen.getByRole('button', { name: 'Complete order' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
