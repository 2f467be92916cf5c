import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
const dates = {
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
};
const vip = { id: 'cgrp_vip', name: 'VIP', metadata: null, ...dates };
const list = {
  id: 'pl_1',
  name: 'VIP prices',
  description: 'For our best customers',
  type: 'override',
  status: 'active',
  starts_at: null,
  ends_at: null,
  includes_tax: false,
  customer_groups: [vip],
  prices: [
    {
      id: 'ma_1',
      variant_id: 'variant_1',
      currency_code: 'eur',
      amount: 1000,
      region_id: null,
      min_quantity: null,
      max_quantity: null,
      price_list_id: 'pl_1',
      ...dates,
    },
  ],
  ...dates,
};
const shirt = { id: 'prod_1', title: 'Shirt', variants: [{ id: 'variant_1', title: 'S' }] };
const page = (key: string, rows: unknown[]) => ({
  [key]: rows,
  count: rows.length,
  offset: 0,
  limit: 20,
});

function setup(user: object) {
  const routes = apiRoutes({
    'GET /admin/auth': { user },
    'GET /admin/store': storeAnswer(),
    'GET /admin/regions': page('regions', []),
    'GET /admin/customer-groups': page('customer_groups', [vip]),
    'GET /admin/price-lists/pl_1': { price_list: list },
    'GET /admin/price-lists/pl_1/products': page('products', [shirt]),
  } as Parameters<typeof apiRoutes>[0]);
  return { ...routes, ...renderApp('/app/a/pricing/pl_1', routes.api) };
}

describe('a price list for a restricted role', { timeout: 20_000 }, () => {
  it('shows a developer its terms and prices as values, with no actions', async () => {
    const { requests } = setup({ ...adminUser, role: 'developer' });
    await screen.findByRole('heading', { name: 'VIP prices', level: 1 }, LOAD);
    expect(screen.getByRole('note').textContent).toBe(
      'View only: your role cannot make changes to price lists.',
    );
    expect(screen.getByText('VIP')).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Prices of VIP prices' }, LOAD);
    const cell = within(grid).getAllByRole('gridcell')[0] as HTMLElement;
    expect(cell.textContent).toBe('10.00');
    expect(cell.getAttribute('aria-readonly')).toBe('true');
    for (const name of ['Edit', 'Delete', 'Add products', 'Save prices', 'Undo'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: "Remove Shirt's prices" })).toBeNull();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('lets a pricing-only role edit, without reading customer groups, regions or products', async () => {
    const pricing = {
      ...adminUser,
      role: 'custom',
      permissions: ['pricing:read', 'pricing:write'],
    };
    const { requests } = setup(pricing);
    await screen.findByRole('heading', { name: 'VIP prices', level: 1 }, LOAD);
    await screen.findByRole('grid', { name: 'Prices of VIP prices' }, LOAD);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save prices' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Remove Shirt's prices" })).toBeTruthy();
    // Adding products searches the catalogue, which this role cannot read.
    expect(screen.queryByRole('button', { name: 'Add products' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: /VIP prices/ });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toBeTruthy();
    expect(within(dialog).queryByRole('group', { name: /Customer groups/ })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const paths = requests.map((r) => r.path);
    for (const unread of ['/admin/customer-groups', '/admin/regions', '/admin/products'])
      expect(paths).not.toContain(unread);
  });
});
