import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Capability } from '../../lib/feature-flags/capabilities.ts';
import { adminUser, apiRoutes, type FakeHandler, storeAnswer } from '../../test/api-routes.ts';
import { renderDetail } from '../../test/product-detail-fixture.ts';
import { emptyCatalogLists } from '../../test/product-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

/*
 * Issue 25, item 4: the admin on a backend that lacks parts of the API, as a default
 * Medusa v1 install does (no inventory or stock location module, product categories off),
 * leaves those parts out instead of failing on them.
 */

const INVENTORY_PATHS = ['/admin/inventory-items', '/admin/stock-locations', '/admin/reservations'];

function backendLacking(lacking: Capability[], extra: Record<string, FakeHandler | object> = {}) {
  return apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/store': storeAnswer([], 'Shop', lacking),
    'GET /admin/orders': { orders: [], count: 0, offset: 0, limit: 20 },
    'GET /admin/products': { products: [], count: 0, offset: 0, limit: 20 },
    ...emptyCatalogLists,
    ...extra,
  });
}

async function expectNotAvailable() {
  const alert = await screen.findByRole('alert');
  expect(
    within(alert).getByRole('heading', { name: 'Not available on this backend' }),
  ).toBeTruthy();
  // Inside the usual frame, with the way home.
  expect(within(alert).getByRole('link', { name: 'Go to your start page' })).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
}

const mainLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('a backend without the inventory modules', () => {
  it('has no Inventory section in the navigation', async () => {
    renderApp('/app/a/orders', backendLacking(['inventory']).api);
    expect(await screen.findByRole('heading', { name: 'Orders', level: 1 })).toBeTruthy();
    await waitFor(() => expect(mainLinks()).toContain('Settings'));
    expect(mainLinks()).not.toContain('Inventory');
  });

  it('answers its inventory, reservation and location pages with "not available", asking nothing', async () => {
    for (const path of [
      '/app/a/inventory',
      '/app/a/inventory/reservations',
      '/app/a/settings/locations',
    ]) {
      const { api, requests } = backendLacking(['inventory']);
      const view = renderApp(path, api);
      await expectNotAvailable();
      expect(requests.filter((r) => INVENTORY_PATHS.some((p) => r.path.startsWith(p)))).toEqual([]);
      view.unmount();
    }
  });

  it('leaves the Locations card out of the settings', async () => {
    renderApp('/app/a/settings', backendLacking(['inventory']).api);
    const list = await screen.findByRole('list', { name: 'Settings' });
    const names = within(list)
      .getAllByRole('link')
      .map((link) => within(link).getByRole('heading').textContent);
    expect(names).toContain('Regions');
    expect(names).not.toContain('Locations');
  });

  it("shows a product without asking for its variants' inventory", async () => {
    const { requests } = renderDetail({
      'GET /admin/store': storeAnswer([], 'Shop', ['inventory']),
    });
    expect(await screen.findByRole('heading', { name: 'Linen Shirt', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Inventory' })).toBeTruthy();
    expect(
      requests.filter(
        (r) => INVENTORY_PATHS.some((p) => r.path.startsWith(p)) || r.path.endsWith('/inventory'),
      ),
    ).toEqual([]);
  });
});

describe('a backend with product categories off', () => {
  it('answers the categories page with "not available", asking nothing', async () => {
    const { api, called } = backendLacking(['product_categories']);
    renderApp('/app/a/product-categories', api);
    await expectNotAvailable();
    expect(called('GET', '/admin/product-categories')).toEqual([]);
  });

  it('lists products without a Categories link or filter, and without reading categories', async () => {
    const { api, called } = backendLacking(['product_categories']);
    renderApp('/app/a/products', api);
    expect(await screen.findByRole('heading', { name: 'Products', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Collections' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Categories' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Category/ })).toBeNull();
    expect(called('GET', '/admin/product-categories')).toEqual([]);
  });

  it('saves where a product is found without sending `categories`', async () => {
    const { called } = renderDetail({
      'GET /admin/store': storeAnswer([], 'Shop', ['product_categories']),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Organize' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Categories')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(called('POST', '/admin/products/prod_1')).toHaveLength(1));
    const body = called('POST', '/admin/products/prod_1')[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('categories');
    expect(body).toHaveProperty('tags');
    expect(called('GET', '/admin/product-categories')).toEqual([]);
  });
});

describe('a backend without sales channels and publishable API keys', () => {
  it('leaves both out of the settings and answers their pages with "not available"', async () => {
    const lacking: Capability[] = ['sales_channels', 'publishable_api_keys'];
    const { api } = backendLacking(lacking);
    const view = renderApp('/app/a/settings', api);
    const list = await screen.findByRole('list', { name: 'Settings' });
    const names = within(list)
      .getAllByRole('link')
      .map((link) => within(link).getByRole('heading').textContent);
    expect(names).toContain('Regions');
    expect(names).not.toContain('Sales channels');
    expect(names).not.toContain('Publishable API keys');
    view.unmount();
    for (const path of ['/app/a/sales-channels', '/app/a/publishable-api-keys']) {
      const { api: other, requests } = backendLacking(lacking);
      const page = renderApp(path, other);
      await expectNotAvailable();
      expect(requests.filter((r) => r.path.startsWith(path.slice(6)))).toEqual([]);
      page.unmount();
    }
  });
});

describe('while the store is loading', () => {
  it('neither says "not available" nor asks for what may be refused, then shows the page', async () => {
    let answer: (value: object) => void = () => {};
    const store = new Promise<object>((resolve) => {
      answer = resolve;
    });
    const { api, called } = apiRoutes({
      'GET /admin/auth': { user: adminUser },
      'GET /admin/store': () => store,
      'GET /admin/inventory-items': { inventory_items: [], count: 0, offset: 0, limit: 20 },
      'GET /admin/stock-locations': { stock_locations: [], count: 0, offset: 0, limit: 1000 },
    });
    renderApp('/app/a/inventory', api);
    await waitFor(() => expect(called('GET', '/admin/store')).toHaveLength(1));
    expect(screen.queryByText('Not available on this backend')).toBeNull();
    expect(called('GET', '/admin/inventory-items')).toEqual([]);
    answer(storeAnswer());
    expect(await screen.findByRole('heading', { name: 'Inventory', level: 1 })).toBeTruthy();
    await waitFor(() => expect(called('GET', '/admin/inventory-items').length).toBeGreaterThan(0));
    expect(screen.queryByText('Not available on this backend')).toBeNull();
  });
});

describe('a backend without custom roles and staff sessions (Medusa v1)', () => {
  it('shows the team without a Roles section, never asking for custom roles', async () => {
    const { api, called } = backendLacking(['custom_roles', 'staff_sessions'], {
      'GET /admin/users': { users: [adminUser], count: 1, offset: 0, limit: 20 },
      'GET /admin/invites': { invites: [], count: 0, offset: 0, limit: 20 },
    });
    renderApp('/app/a/settings/team', api);
    await screen.findByRole('heading', { name: 'Team', level: 1 });
    await screen.findByRole('heading', { name: 'Built-in roles' });
    expect(screen.queryByRole('heading', { name: /^Roles$/ })).toBeNull();
    expect(called('GET', '/admin/roles')).toEqual([]);
  });

  it('shows the profile without sessions or a password change, never asking for them', async () => {
    const { api, called } = backendLacking(['custom_roles', 'staff_sessions']);
    renderApp('/app/a/settings/personal-information', api);
    await screen.findByRole('heading', { name: 'Personal information', level: 1 });
    await screen.findByRole('region', { name: 'API access token' });
    expect(screen.queryByRole('region', { name: 'Change password' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Active sessions' })).toBeNull();
    expect(called('GET', '/admin/auth/sessions')).toEqual([]);
  });
});
