import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { renderApp } from '../../test/render-app.tsx';

/** A "Support" custom role: orders and customers only (issue 21). */
const support = {
  ...adminUser,
  id: 'usr_support',
  role: 'custom',
  role_id: 'role_support',
  permissions: ['orders:read', 'orders:write', 'customers:read', 'customers:write'],
};

function supportApi() {
  return apiRoutes({
    'GET /admin/auth': { user: support },
    'GET /admin/store': storeAnswer(),
    'GET /admin/orders': { orders: [], count: 0, offset: 0, limit: 20 },
    'GET /admin/products': () => {
      throw new Error('a page the role cannot open must not read its data');
    },
  });
}

describe('a staff member with a restricted role', () => {
  it('sees only the sections their role opens', async () => {
    renderApp('/app/a', supportApi().api);
    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // The built-in sections it opens come first; extensions' links follow them.
    expect(names.slice(0, 3)).toEqual(['Orders', 'Customers', 'Settings']);
    for (const hidden of ['Products', 'Discounts', 'Gift cards', 'Pricing', 'Inventory'])
      expect(names).not.toContain(hidden);
  });

  it('gets a clear message, in the usual frame, on a direct URL to another area', async () => {
    const { api, requests } = supportApi();
    renderApp('/app/a/products', api);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: "You don't have access to this page" }),
    ).toBeTruthy();
    expect(within(alert).getByText('Your role does not include products.')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Go to your start page' })).toBeTruthy();
    // Still inside the main area: the navigation is there to go elsewhere.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(requests.filter((r) => r.path === '/admin/products')).toEqual([]);
  });

  it('lands on the first section it opens, not on orders, when orders are not its area', async () => {
    const catalogue = { ...support, permissions: ['products:read'] };
    const { api } = apiRoutes({
      'GET /admin/auth': { user: catalogue },
      'GET /admin/store': storeAnswer(),
      'GET /admin/products': { products: [], count: 0, offset: 0, limit: 20 },
    });
    const { router } = renderApp('/app/a', api);
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/a/products');
  });

  it('sees only the settings pages its role opens', async () => {
    const { api } = supportApi();
    renderApp('/app/a/settings', api);
    const list = await screen.findByRole('list', { name: 'Settings' });
    const names = within(list)
      .getAllByRole('link')
      .map((link) => within(link).getByRole('heading').textContent);
    expect(names).toContain('Personal information');
    expect(names).toContain('Return reasons');
    expect(names).not.toContain('Team');
    expect(names).not.toContain('Store details');
    expect(names).not.toContain('Regions');
  });
});
