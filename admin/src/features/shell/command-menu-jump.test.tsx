import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { placedOrder } from '../../test/order-fixtures.ts';
import { listedProduct } from '../../test/product-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const LOAD = { timeout: 5000 };
const page = (key: string, rows: object[]) => ({
  [key]: rows,
  count: rows.length,
  offset: 0,
  limit: 5,
});
const order7 = placedOrder({ id: 'order_7', display_id: 7, email: 'ada@example.com' });
const shirt = listedProduct('prod_1', 'Linen Shirt');
const linda = {
  id: 'cus_1',
  email: 'linda@example.com',
  first_name: 'Linda',
  last_name: 'Lin',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
  metadata: null,
};

/** The server's search: display id for orders, title or SKU for products, email for customers. */
function setup() {
  return apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/orders': (request) =>
      page('orders', new URL(request.url).searchParams.get('q') === '7' ? [order7] : []),
    'GET /admin/products': (request) =>
      page('products', new URL(request.url).searchParams.get('q') === 'LIN-M' ? [shirt] : []),
    'GET /admin/customers': (request) =>
      page(
        'customers',
        new URL(request.url).searchParams.get('q') === 'linda@example.com' ? [linda] : [],
      ),
    'GET /admin/collections': page('collections', []),
    'GET /admin/orders/order_7': { order: order7 },
    'GET /admin/*': { count: 0, offset: 0, limit: 20 },
  });
}

async function palette(text: string) {
  fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
  fireEvent.input(within(dialog).getByRole('combobox'), { target: { value: text } });
  return dialog;
}

describe('the command palette jumps to a record', { timeout: 20_000 }, () => {
  it('finds an order by its display id, even a one-digit one', async () => {
    const { api, called } = setup();
    const { router } = renderApp('/app/a/settings', api);
    await screen.findByRole('heading', { name: 'Settings', level: 1 }, LOAD);
    const dialog = await palette('7');
    fireEvent.click(await within(dialog).findByRole('option', { name: /Order #7/ }, LOAD));
    await screen.findByRole('heading', { name: /7/, level: 1 }, LOAD);
    expect(router.state.location.pathname).toBe('/a/orders/order_7');
    expect(called('GET', '/admin/orders').map((r) => r.search.get('q'))).toEqual(['7']);
  });

  it('finds a product by a SKU its title does not show', async () => {
    const { api } = setup();
    const { router } = renderApp('/app/a/settings', api);
    await screen.findByRole('heading', { name: 'Settings', level: 1 }, LOAD);
    const dialog = await palette('LIN-M');
    fireEvent.click(await within(dialog).findByRole('option', { name: /Linen Shirt/ }, LOAD));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/a/products/prod_1'));
  });

  it('finds a customer by email', async () => {
    const { api } = setup();
    const { router } = renderApp('/app/a/settings', api);
    await screen.findByRole('heading', { name: 'Settings', level: 1 }, LOAD);
    const dialog = await palette('linda@example.com');
    fireEvent.click(await within(dialog).findByRole('option', { name: /Linda Lin/ }, LOAD));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/a/customers/cus_1'));
  });
});
