import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../test/api-routes.ts';
import { dates, LOAD, setup } from '../../test/customer-fixtures.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { orderPage, placedOrder } from '../../test/order-fixtures.ts';
import { settle } from '../../test/settle.ts';

stubGridLayout();

/** The built-in developer: reads every area, changes none of these (issue 21). */
const developer = { 'GET /admin/auth': { user: { ...adminUser, role: 'developer' } } };
/** A custom "Support" role: orders and customers, nothing else (no notes, no team). */
const support = {
  'GET /admin/auth': {
    user: {
      ...adminUser,
      role: 'member',
      permissions: ['orders:read', 'orders:write', 'customers:read', 'customers:write'],
    },
  },
};
const readOnly = 'View only: your role cannot make changes to customers.';
const note = {
  id: 'note_9',
  resource_type: 'customer',
  resource_id: 'cus_1',
  value: 'Call before noon.',
  author_id: 'usr_01',
  author: null,
  ...dates,
};

describe('the customer screens by role', { timeout: 20_000 }, () => {
  it('lists customers read-only for a developer: no create, no selection, the note', async () => {
    setup('/app/a/customers', developer);
    const grid = await screen.findByRole('grid', { name: 'Customers' }, LOAD);
    expect(within(grid).getByRole('link', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(readOnly);
    expect(screen.queryByRole('button', { name: 'New customer' })).toBeNull();
    expect(within(grid).queryByRole('checkbox', { name: 'Select Ada Lovelace' })).toBeNull();
    expect(grid.getAttribute('aria-multiselectable')).toBeNull();
  });

  it('shows a customer read-only to a developer, with their orders and notes', async () => {
    setup('/app/a/customers/cus_1', {
      ...developer,
      'GET /admin/orders': orderPage([placedOrder()]),
      'GET /admin/notes': { notes: [note], count: 1, offset: 0, limit: 100 },
    });
    await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 }, LOAD);
    expect(screen.getByRole('note').textContent).toBe(readOnly);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change groups' })).toBeNull();
    const orders = screen.getByRole('region', { name: 'Recent orders' });
    expect(await within(orders).findByRole('link', { name: 'Order #1042' }, LOAD)).toBeTruthy();
    // A developer reads notes but does not write them.
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(await within(notes).findByText('Call before noon.', {}, LOAD)).toBeTruthy();
    expect(within(notes).queryByRole('button', { name: 'Add note' })).toBeNull();
    expect(within(notes).queryByRole('button', { name: /^Edit the note of/ })).toBeNull();
    expect(within(notes).queryByRole('button', { name: /^Delete the note of/ })).toBeNull();
  });

  it('lets Support change a customer, without a notes section or a refused read', async () => {
    const { called, queryClient } = setup('/app/a/customers/cus_1', {
      ...support,
      'GET /admin/orders': orderPage([placedOrder()]),
      // What the server answers a role without `notes:read`, were it asked.
      'GET /admin/notes': Response.json(
        { type: 'forbidden', message: 'Missing permission notes:read' },
        { status: 403 },
      ),
    });
    await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 }, LOAD);
    await settle(queryClient);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change groups' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('region', { name: 'Recent orders' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Notes' })).toBeNull();
    expect(called('GET', '/admin/notes')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
