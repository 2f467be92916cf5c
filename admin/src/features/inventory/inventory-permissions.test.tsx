import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { item, level, locations, page, reservation } from '../../test/inventory-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
const shirt = item('iitem_1', 'Linen Shirt', [level('iitem_1', 'sloc_1', 10, 3)]);
const held = { ...reservation('resitem_1', 'iitem_1', 3), inventory_item: shirt };
/** A custom role that counts stock but does not change it, and sees no products. */
const auditor = { ...adminUser, id: 'usr_audit', role: 'custom', permissions: ['inventory:read'] };

function setup(path: string) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: auditor },
    'GET /admin/stock-locations': page('stock_locations', locations),
    'GET /admin/inventory-items': page('inventory_items', [shirt]),
    'GET /admin/inventory-items/iitem_1': { inventory_item: shirt },
    'GET /admin/reservations': page('reservations', [held]),
  });
  return { ...routes, ...renderApp(path, routes.api) };
}

describe('inventory for a read-only role', { timeout: 20_000 }, () => {
  it('lists reservations without actions; a row opens its item, shown read-only', async () => {
    const { router, requests } = setup('/app/a/inventory/reservations');
    const grid = await screen.findByRole('grid', { name: 'Reservations' }, LOAD);
    expect(screen.getByRole('note').textContent).toBe(
      'View only: your role cannot make changes to inventory.',
    );
    expect(within(grid).getByText('Held for a fair')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create reservation' })).toBeNull();
    expect(within(grid).queryByRole('checkbox')).toBeNull();

    fireEvent.click(within(grid).getByRole('link', { name: 'Linen Shirt' }));
    await screen.findByRole('heading', { name: 'Linen Shirt', level: 1 }, LOAD);
    expect(router.state.location.pathname).toBe('/a/inventory/iitem_1');
    expect(screen.getByRole('note')).toBeTruthy();
    const levels = screen.getByRole('table', { name: 'Stock by location' });
    expect(within(levels).getByText('Main warehouse')).toBeTruthy();
    expect(within(levels).queryByRole('button')).toBeNull();
    for (const name of ['Edit', 'Delete', 'Stock at another location'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    // The variants the item keeps stock for are the products area's.
    expect(requests.some((r) => r.path === '/admin/variants')).toBe(false);
  });
});
