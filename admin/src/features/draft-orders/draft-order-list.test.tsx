import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { renderApp } from '../../test/render-app.tsx';

const LOAD = { timeout: 5000 };
const draft = (id: string, display_id: number, status: string, email: string, total: number) => ({
  id,
  display_id,
  status,
  cart_id: `cart_${id}`,
  order_id: status === 'completed' ? 'order_1' : null,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
  cart: { id: `cart_${id}`, email, total, region: { currency_code: 'eur' } },
});

stubGridLayout();

function setup(drafts: object[], path = '/app/a/draft-orders?status=open') {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/draft-orders': { draft_orders: drafts, count: drafts.length, offset: 0, limit: 20 },
    'GET /admin/*': { count: 0, offset: 0, limit: 20 },
  });
  return { ...routes, ...renderApp(path, routes.api) };
}

describe('the draft order list', { timeout: 20_000 }, () => {
  it('lists drafts with customer, status and total, filtered by the URL', async () => {
    const { called } = setup([
      draft('dorder_1', 7, 'open', 'ada@example.com', 6490),
      draft('dorder_2', 8, 'completed', 'bob@example.com', 1200),
    ]);
    await screen.findByRole('heading', { name: 'Draft orders', level: 1 }, LOAD);
    const row = (await screen.findByText('Draft #7', {}, LOAD)).closest('[role="row"]');
    expect(row && within(row as HTMLElement).getByText('ada@example.com')).toBeTruthy();
    expect(row && within(row as HTMLElement).getByText('Open')).toBeTruthy();
    expect(row && within(row as HTMLElement).getByText('€64.90')).toBeTruthy();
    expect(called('GET', '/admin/draft-orders')[0]?.search.getAll('status[]')).toEqual(['open']);
    // The orders area links both screens.
    const nav = screen.getByRole('navigation', { name: 'Order screens' });
    expect(within(nav).getByRole('link', { name: 'Orders' })).toBeTruthy();
  });

  it('shows a dash, not €0.00, for a draft listed without its total (Medusa v1)', async () => {
    const { cart, ...bare } = draft('dorder_3', 9, 'open', 'cy@example.com', 0);
    const { total: _total, region: _region, ...cartWithoutTotals } = cart;
    setup([{ ...bare, cart: cartWithoutTotals }]);
    const row = (await screen.findByText('Draft #9', {}, LOAD)).closest('[role="row"]');
    expect(row && within(row as HTMLElement).getByText('—')).toBeTruthy();
    expect(row && within(row as HTMLElement).queryByText(/€/)).toBeNull();
  });

  it('says when there are none', async () => {
    setup([], '/app/a/draft-orders');
    expect(await screen.findByText('No draft orders', {}, LOAD)).toBeTruthy();
  });
});
