import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fulfilledOrder } from '../../test/after-sales-fixtures.ts';
import { returnRow } from '../../test/after-sales-list-fixtures.ts';
import { adminUser, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { renderApp } from '../../test/render-app.tsx';

const LOAD = { timeout: 5000 };

stubGridLayout();

/**
 * The filter buttons of a name, with or without a choice made ("Payment, 1 chosen"); the
 * grid's sort headers share some of the names.
 */
const filterButtons = (name: string) =>
  screen
    .queryAllByRole('button', { name: new RegExp(`^${name}\\b`) })
    .filter((button) => !button.closest('[role="grid"]'));

function setup(returns: object[], path = '/app/a/returns?status=requested', store = storeAnswer()) {
  const routes = apiRoutes({
    'GET /admin/store': store,
    'GET /admin/auth': { user: adminUser },
    'GET /admin/returns': { returns, count: returns.length, offset: 0, limit: 20 },
    'GET /admin/orders/order_1': { order: fulfilledOrder() },
    'GET /admin/*': { count: 0, offset: 0, limit: 20 },
  });
  return { ...routes, ...renderApp(path, routes.api) };
}

describe('the returns list', { timeout: 20_000 }, () => {
  it('lists returns with their order, state, items and refund, filtered by the URL', async () => {
    const { called } = setup([returnRow(), returnRow({ id: 'ret_2', status: 'received' })]);
    await screen.findByRole('heading', { name: 'Returns', level: 1 }, LOAD);
    const links = await screen.findAllByRole('link', { name: 'Order #1042' }, LOAD);
    expect(links[0]?.getAttribute('href')).toBe('/app/a/orders/order_1');
    const row = links[0]?.closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Requested')).toBeTruthy();
    expect(within(row).getByText('€25.00')).toBeTruthy();
    expect(within(row).getByText('Mar 5, 2025')).toBeTruthy();
    expect(called('GET', '/admin/returns')[0]?.search.getAll('status[]')).toEqual(['requested']);
    // Each order of the page is read once for both of its returns, by its id and narrowed
    // to what the page shows; never `GET /admin/orders?id[]=…`, which Medusa v1 refuses.
    const orderReads = called('GET', '/admin/orders/order_1');
    expect(orderReads).toHaveLength(1);
    expect(orderReads[0]?.search.get('fields')).toBe('id,display_id,currency_code');
    expect(called('GET', '/admin/orders')).toHaveLength(0);
    // The API has no free-text search for returns: no search field is offered.
    expect(screen.queryByRole('searchbox')).toBeNull();
    // The orders area links every screen, this one included.
    const nav = screen.getByRole('navigation', { name: 'Order screens' });
    for (const name of ['Orders', 'Draft orders', 'Returns', 'Exchanges']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
  });

  it('filters and sorts where the backend can', async () => {
    const { called } = setup([returnRow()], '/app/a/returns?order=-received_at');
    const grid = await screen.findByRole('grid', { name: 'Returns' }, LOAD);
    expect(within(grid).getByRole('button', { name: 'Received' })).toBeTruthy();
    expect(filterButtons('Status')).toHaveLength(1);
    expect(called('GET', '/admin/returns')[0]?.search.get('order')).toBe('-received_at');
  });

  it('shows pages only on a backend that cannot filter or sort them (Medusa v1: 400)', async () => {
    const medusa = storeAnswer([], 'Shop', ['after_sales_filters']);
    const { called } = setup(
      [returnRow()],
      '/app/a/returns?status=requested&order=-received_at',
      medusa,
    );
    const grid = await screen.findByRole('grid', { name: 'Returns' }, LOAD);
    await within(grid).findAllByRole('link', { name: 'Order #1042' }, LOAD);
    // No status menu, no sortable header; a bookmarked filter or sort is not sent.
    expect(filterButtons('Status')).toHaveLength(0);
    expect(within(grid).queryByRole('button', { name: 'Received' })).toBeNull();
    const search = called('GET', '/admin/returns')[0]?.search;
    expect([...(search?.keys() ?? [])].sort()).toEqual(['limit', 'offset']);
  });

  it('says when there are none', async () => {
    setup([], '/app/a/returns');
    expect(await screen.findByText('No returns', {}, LOAD)).toBeTruthy();
  });

  it('says when the returns cannot be loaded', async () => {
    const routes = apiRoutes({
      'GET /admin/auth': { user: adminUser },
      'GET /admin/returns': Response.json(
        { type: 'unknown_error', message: 'Boom' },
        { status: 500 },
      ),
      'GET /admin/*': { count: 0, offset: 0, limit: 20 },
    });
    renderApp('/app/a/returns', routes.api);
    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert.textContent).toMatch(/500|Boom/);
  });
});
