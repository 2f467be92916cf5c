import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { emptyOrderLists, orderPage, placedOrder } from '../../test/order-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { settle } from '../../test/settle.ts';

stubGridLayout();

const LOAD = { timeout: 5000 };
/** The filter buttons of a name (the grid's sort headers share some of the names). */
const filterButtons = (name: string) =>
  screen.queryAllByRole('button', { name }).filter((button) => !button.closest('[role="grid"]'));

/** The order list for a user (issue 21: what each role sees there). */
function setup(user: object) {
  const routes = apiRoutes({
    ...emptyOrderLists,
    'GET /admin/auth': { user },
    'GET /admin/orders': orderPage([placedOrder()]),
  });
  return { ...routes, ...renderApp('/app/a/orders', routes.api) };
}

describe('the order list by role', { timeout: 20_000 }, () => {
  it('tells a developer that orders are view only', async () => {
    setup({ ...adminUser, role: 'developer' });
    const grid = await screen.findByRole('grid', { name: 'Orders' }, LOAD);
    expect(within(grid).getByRole('link', { name: 'Order #1042' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'View only: your role cannot make changes to orders.',
    );
    // A developer reads every area, so every filter is there.
    for (const name of ['Region', 'Sales channel', 'Customer']) {
      expect(filterButtons(name), name).toHaveLength(1);
    }
  });

  it('leaves out the filters Support cannot fill, and never asks for their lists', async () => {
    const { called, queryClient } = setup({
      ...adminUser,
      role: 'member',
      permissions: ['orders:read', 'orders:write', 'customers:read', 'customers:write'],
    });
    await screen.findByRole('grid', { name: 'Orders' }, LOAD);
    await settle(queryClient);
    expect(screen.queryByRole('note')).toBeNull();
    expect(filterButtons('Region')).toHaveLength(0);
    expect(filterButtons('Sales channel')).toHaveLength(0);
    expect(filterButtons('Customer')).toHaveLength(1);
    expect(called('GET', '/admin/regions')).toHaveLength(0);
    expect(called('GET', '/admin/sales-channels')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
