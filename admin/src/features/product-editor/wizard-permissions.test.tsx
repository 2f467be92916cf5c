import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { emptyCatalogLists } from '../../test/product-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const LOAD = { timeout: 5000 };

function setup(user: object) {
  const routes = apiRoutes({
    'GET /admin/auth': { user },
    'GET /admin/store': storeAnswer(),
    'GET /admin/regions': { regions: [], count: 0, offset: 0, limit: 1000 },
    'GET /admin/stock-locations': { stock_locations: [], count: 0, offset: 0, limit: 1000 },
    ...emptyCatalogLists,
    'GET /admin/products': { products: [], count: 0, offset: 0, limit: 20 },
  });
  return { ...routes, ...renderApp('/app/a/products/new', routes.api) };
}

describe('the create wizard for a restricted role', { timeout: 20_000 }, () => {
  it('tells a read-only developer why there is no form', async () => {
    setup({ ...adminUser, role: 'developer' });
    await screen.findByRole('heading', { name: 'New product', level: 1 }, LOAD);
    expect(screen.getByRole('note').textContent).toBe(
      'View only: your role cannot make changes to products.',
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('runs for a products-only role without the channels, stock or regions it cannot read', async () => {
    const catalogue = {
      ...adminUser,
      role: 'custom',
      permissions: ['products:read', 'products:write'],
    };
    const { requests } = setup(catalogue);
    await screen.findByRole('heading', { name: 'Step 1 of 7: Details' }, LOAD);
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Tee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Step 2 of 7: Organize' });
    expect(screen.getByRole('group', { name: 'Categories' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Sales channels' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    const paths = requests.map((r) => r.path);
    for (const unread of ['/admin/sales-channels', '/admin/stock-locations', '/admin/regions'])
      expect(paths).not.toContain(unread);
  });
});
