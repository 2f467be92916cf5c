import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdminQueryClient } from '../../lib/query-client.ts';
import { adminUser, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { renderApp } from '../../test/render-app.tsx';

// Every detail route, the record its loader reads, what the page says and where it links.
const DETAIL_ROUTES = [
  ['/a/collections/pcol_nope', '/admin/collections/pcol_nope', 'Collection', '/a/collections'],
  ['/a/customers/cus_nope', '/admin/customers/cus_nope', 'Customer', '/a/customers'],
  [
    '/a/customers/groups/cgrp_nope',
    '/admin/customer-groups/cgrp_nope',
    'Customer group',
    '/a/customers/groups',
  ],
  ['/a/discounts/disc_nope', '/admin/discounts/disc_nope', 'Discount', '/a/discounts'],
  [
    '/a/draft-orders/dorder_nope',
    '/admin/draft-orders/dorder_nope',
    'Draft order',
    '/a/draft-orders',
  ],
  ['/a/gift-cards/gift_nope', '/admin/gift-cards/gift_nope', 'Gift card', '/a/gift-cards'],
  [
    '/a/inventory/iitem_nope',
    '/admin/inventory-items/iitem_nope',
    'Inventory item',
    '/a/inventory',
  ],
  ['/a/orders/order_nope', '/admin/orders/order_nope', 'Order', '/a/orders'],
  ['/a/pricing/plist_nope', '/admin/price-lists/plist_nope', 'Price list', '/a/pricing'],
  ['/a/products/prod_nope', '/admin/products/prod_nope', 'Product', '/a/products'],
  ['/a/products/prod_nope/grid', '/admin/products/prod_nope', 'Product', '/a/products'],
  [
    '/a/publishable-api-keys/pk_nope',
    '/admin/publishable-api-keys/pk_nope',
    'Publishable API key',
    '/a/publishable-api-keys',
  ],
  [
    '/a/sales-channels/sc_nope',
    '/admin/sales-channels/sc_nope',
    'Sales channel',
    '/a/sales-channels',
  ],
  [
    '/a/settings/locations/sloc_nope',
    '/admin/stock-locations/sloc_nope',
    'Stock location',
    '/a/settings/locations',
  ],
  ['/a/settings/regions/reg_nope', '/admin/regions/reg_nope', 'Region', '/a/settings/regions'],
  ['/a/swaps/swap_nope', '/admin/swaps/swap_nope', 'Exchange', '/a/swaps'],
] as const;

const LOAD = { timeout: 5000 };

afterEach(() => vi.restoreAllMocks());

function setup(path: string) {
  // The router logs the loader's caught error; what the page shows is what is asserted.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  // Every path not listed answers the server's 404, as for an unknown id.
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/store': storeAnswer(),
  });
  // The app's own query client, so its retry rule is the one under test.
  const view = renderApp(`/app${path}`, routes.api, { queryClient: createAdminQueryClient() });
  return { ...routes, ...view };
}

describe('a detail page whose record does not exist', () => {
  it.each(DETAIL_ROUTES)(
    '%s names what was not found, links to its list, and asks the server once',
    async (path, apiPath, what, list) => {
      const { called } = setup(path);

      const heading = await screen.findByRole('heading', { name: `${what} not found` }, LOAD);
      const page = heading.parentElement as HTMLElement;
      const back = within(page).getByRole('link', { name: 'Back to the list' });
      expect(back.getAttribute('href')).toBe(`/app${list}`);
      // A 404 is final: shown on the first answer, with no retry behind it.
      expect(called('GET', apiPath)).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    },
  );

  it('keeps the error view with its retry for other failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const routes = apiRoutes({
      'GET /admin/auth': { user: adminUser },
      'GET /admin/store': storeAnswer(),
      'GET /admin/orders/order_1': () =>
        Response.json({ type: 'unknown_error', message: 'Boom' }, { status: 500 }),
    });
    renderApp('/app/a/orders/order_1', routes.api);

    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert.textContent).toContain('The server answered with status 500.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Order not found' })).toBeNull();
  });
});
