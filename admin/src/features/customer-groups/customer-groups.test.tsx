import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
const dates = {
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
  metadata: null,
};
const wholesale = { id: 'cgrp_1', name: 'Wholesale', ...dates };
const person = (id: string, first: string, groups: object[] = []) => ({
  id,
  email: `${first.toLowerCase()}@example.com`,
  first_name: first,
  last_name: 'Test',
  billing_address_id: null,
  phone: null,
  has_account: true,
  groups,
  ...dates,
});

function setup(path: string) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/customer-groups': { customer_groups: [wholesale], count: 1, offset: 0, limit: 20 },
    'POST /admin/customer-groups': Response.json(
      { type: 'duplicate_error', message: 'A customer group with name Wholesale already exists' },
      { status: 422 },
    ),
    'GET /admin/customer-groups/cgrp_1': { customer_group: wholesale },
    'GET /admin/customer-groups/cgrp_1/customers': {
      customers: [person('cus_1', 'Ada', [wholesale])],
      count: 1,
      offset: 0,
      limit: 20,
    },
    'GET /admin/customers': {
      customers: [
        person('cus_1', 'Ada', [wholesale]),
        person('cus_2', 'Grace'),
        person('cus_3', 'Alan'),
      ],
      count: 3,
      offset: 0,
      limit: 20,
    },
    'POST /admin/customer-groups/cgrp_1/customers/batch': { customer_group: wholesale },
    'DELETE /admin/customer-groups/cgrp_1/customers/batch': { customer_group: wholesale },
  });
  return { ...routes, ...renderApp(path, routes.api) };
}

describe('customer groups', { timeout: 20_000 }, () => {
  it("lists groups and shows the server's refusal of a name already taken", async () => {
    setup('/app/a/customers/groups');
    const grid = await screen.findByRole('grid', { name: 'Groups' }, LOAD);
    expect(within(grid).getByRole('link', { name: 'Wholesale' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer group' });
    fireEvent.change(within(dialog).getByLabelText(/Group name/), {
      target: { value: 'Wholesale' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A customer group with name Wholesale already exists',
    );
  });

  it('adds chosen customers in bulk, leaving members out of the choice', async () => {
    const { called } = setup('/app/a/customers/groups/cgrp_1');
    await screen.findByRole('heading', { name: 'Wholesale', level: 1 }, LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Add customers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add customers to Wholesale' });
    const results = await within(dialog).findByRole('list', { name: 'Customers found' });
    await within(results).findByText('Grace Test');
    const boxes = within(results).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).disabled)).toEqual([true, false, false]);
    fireEvent.click(boxes[1] as HTMLElement);
    fireEvent.click(boxes[2] as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 customers' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      called('POST', '/admin/customer-groups/cgrp_1/customers/batch').map((r) => r.body),
    ).toEqual([{ customer_ids: [{ id: 'cus_2' }, { id: 'cus_3' }] }]);
  });

  it('removes the selected members in one request', async () => {
    const { called } = setup('/app/a/customers/groups/cgrp_1');
    const grid = await screen.findByRole('grid', { name: 'Customers in this group' }, LOAD);
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select Ada Test' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove from group' }));
    expect(await screen.findByText('1 customer removed from the group.', {}, LOAD)).toBeTruthy();
    expect(
      called('DELETE', '/admin/customer-groups/cgrp_1/customers/batch').map((r) => r.body),
    ).toEqual([{ customer_ids: [{ id: 'cus_1' }] }]);
  });
});
