import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { renderApp } from '../../test/render-app.tsx';

const LOAD = { timeout: 5000 };
const dates = {
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
  metadata: null,
};
const summer = {
  id: 'disc_1',
  code: 'SUMMER10',
  is_dynamic: false,
  rule_id: 'dru_1',
  rule: {
    id: 'dru_1',
    type: 'percentage',
    description: null,
    value: 10,
    allocation: 'total',
    conditions: [],
    ...dates,
  },
  is_disabled: false,
  parent_discount_id: null,
  parent_discount: null,
  starts_at: '2025-01-01T00:00:00.000Z',
  ends_at: null,
  valid_duration: null,
  usage_limit: 10,
  usage_count: 3,
  regions: [],
  ...dates,
};
const empty = (key: string) => ({ [key]: [], count: 0, offset: 0, limit: 5 });

function setup() {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/products': empty('products'),
    'GET /admin/collections': empty('collections'),
    'GET /admin/customers': empty('customers'),
    'GET /admin/orders': empty('orders'),
    'GET /admin/regions': { regions: [], count: 0, offset: 0, limit: 200 },
    // The server matches codes whatever their case; any other code is a 404.
    'GET /admin/discounts/code/*': (request: Request) =>
      new URL(request.url).pathname.toUpperCase().endsWith('/SUMMER10')
        ? { discount: summer }
        : Response.json({ type: 'not_found', message: 'Discount not found' }, { status: 404 }),
    'GET /admin/discounts/disc_1': { discount: summer },
  });
  return { ...routes, ...renderApp('/app/a/orders', routes.api) };
}

async function search(text: string) {
  fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
  fireEvent.input(within(dialog).getByRole('combobox'), { target: { value: text } });
  return dialog;
}

describe('the command palette finds a discount by its code', { timeout: 20_000 }, () => {
  it('jumps to the discount whose code was typed exactly', async () => {
    const { router, called } = setup();
    await screen.findByRole('heading', { name: 'Orders', level: 1 }, LOAD);
    const dialog = await search('summer10');
    const found = await within(dialog).findByRole(
      'option',
      { name: /Discount code SUMMER10/ },
      LOAD,
    );
    expect(called('GET', '/admin/discounts/code/summer10')).toHaveLength(1);
    fireEvent.click(found);
    await screen.findByRole('heading', { name: 'SUMMER10', level: 1 }, LOAD);
    expect(router.state.location.pathname).toBe('/a/discounts/disc_1');
  });

  it('shows nothing for an unknown code, and does not look up text that is no code', async () => {
    const { called } = setup();
    await screen.findByRole('heading', { name: 'Orders', level: 1 }, LOAD);
    const dialog = await search('nope');
    await waitFor(() => expect(called('GET', '/admin/discounts/code/nope')).toHaveLength(1), LOAD);
    await waitFor(() => expect(within(dialog).queryByText('Searching…')).toBeNull());
    expect(within(dialog).queryByRole('option', { name: /Discount code/ })).toBeNull();
    expect(within(dialog).queryByText('The search failed. Try again in a moment.')).toBeNull();
    fireEvent.input(within(dialog).getByRole('combobox'), { target: { value: 'linen shirt' } });
    await waitFor(() =>
      expect(called('GET', '/admin/products').map((request) => request.search.get('q'))).toContain(
        'linen shirt',
      ),
    );
    expect(called('GET', '/admin/discounts/code/linen shirt')).toHaveLength(0);
    expect(called('GET', '/admin/discounts/code/linen%20shirt')).toHaveLength(0);
  });
});
