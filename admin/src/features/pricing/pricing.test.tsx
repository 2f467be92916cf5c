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
const price = (id: string, variant: string, amount: number) => ({
  id,
  variant_id: variant,
  currency_code: 'eur',
  amount,
  region_id: null,
  min_quantity: null,
  max_quantity: null,
  price_list_id: 'pl_1',
  ...dates,
});
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
  prices: [price('ma_1', 'variant_1', 1000), price('ma_2', 'variant_2', 1100)],
  ...dates,
};
const shirt = {
  id: 'prod_1',
  title: 'Shirt',
  variants: [
    { id: 'variant_1', title: 'S', prices: [] },
    { id: 'variant_2', title: 'M', prices: [] },
  ],
};
const page = (key: string, rows: unknown[]) => ({
  [key]: rows,
  count: rows.length,
  offset: 0,
  limit: 20,
});

function setup(path: string, extra: Record<string, unknown> = {}) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/store': storeAnswer(),
    'GET /admin/regions': page('regions', []),
    'GET /admin/customer-groups': page('customer_groups', [vip]),
    'GET /admin/price-lists': page('price_lists', [list]),
    'GET /admin/price-lists/pl_1': { price_list: list },
    'GET /admin/price-lists/pl_1/products': page('products', [shirt]),
    ...extra,
  } as Parameters<typeof apiRoutes>[0]);
  return { ...routes, ...renderApp(path, routes.api) };
}

const cellOf = (grid: HTMLElement, row: number, col: number) =>
  within(within(grid).getAllByRole('row')[row] as HTMLElement).getAllByRole('gridcell')[
    col
  ] as HTMLElement;

describe('price lists', { timeout: 20_000 }, () => {
  it('lists price lists and creates one for a customer group, priced in the chosen currency', async () => {
    const { router, called } = setup('/app/a/pricing', {
      'POST /admin/price-lists': { price_list: { ...list, id: 'pl_2', prices: [] } },
      'GET /admin/price-lists/pl_2': { price_list: { ...list, id: 'pl_2', prices: [] } },
      'GET /admin/price-lists/pl_2/products': page('products', []),
    });
    const grid = await screen.findByRole('grid', { name: 'Price lists' }, LOAD);
    expect(within(grid).getByRole('link', { name: 'VIP prices' })).toBeTruthy();
    expect(within(grid).getByText('Override')).toBeTruthy();
    expect(within(grid).getByText('VIP')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Create price list' }));
    await screen.findByRole('heading', { name: 'New price list', level: 1 }, LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Create price list' }));
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Summer sale' } });
    fireEvent.click(screen.getByRole('radio', { name: /^Override/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Active' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'VIP' }, LOAD));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'USD' }, LOAD));
    fireEvent.click(screen.getByRole('button', { name: 'Create price list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/pricing/pl_2'), LOAD);
    expect(router.state.location.search).toEqual({ columns: ['cur_usd'] });
    expect(called('POST', '/admin/price-lists')[0]?.body).toEqual({
      name: 'Summer sale',
      description: '',
      type: 'override',
      status: 'active',
      starts_at: null,
      ends_at: null,
      customer_groups: [{ id: 'cgrp_vip' }],
      prices: [],
    });
    expect(await screen.findByText('No products in this list', {}, LOAD)).toBeTruthy();
  });

  it('edits prices in the grid and saves them in one batch, removing cleared ones', async () => {
    const { called } = setup('/app/a/pricing/pl_1', {
      'POST /admin/price-lists/pl_1/prices/batch': { price_list: list },
      'DELETE /admin/price-lists/pl_1/prices/batch': {
        ids: ['ma_2'],
        object: 'money-amount',
        deleted: true,
      },
      'DELETE /admin/price-lists/pl_1/products/prod_1/prices': {
        ids: ['ma_1'],
        object: 'money-amount',
        deleted: true,
      },
    });
    const grid = await screen.findByRole('grid', { name: 'Prices of VIP prices' }, LOAD);
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // Only the currency the list already prices in is shown by default.
    expect(headers).toEqual(['Product · variant', 'EUR']);
    expect(cellOf(grid, 1, 0).textContent).toBe('10.00');

    grid.focus();
    fireEvent.keyDown(grid, { key: '9' });
    const editor = within(grid).getByRole('textbox', { name: 'EUR of Shirt · S' });
    fireEvent.change(editor, { target: { value: '9.5' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    fireEvent.keyDown(grid, { key: 'Delete' });
    expect(screen.getByText('Changed cells: 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText('Prices saved: 2.', {}, LOAD)).toBeTruthy();
    expect(called('POST', '/admin/price-lists/pl_1/prices/batch')[0]?.body).toEqual({
      prices: [{ id: 'ma_1', variant_id: 'variant_1', amount: 950, currency_code: 'eur' }],
    });
    expect(called('DELETE', '/admin/price-lists/pl_1/prices/batch')[0]?.body).toEqual({
      price_ids: ['ma_2'],
    });

    fireEvent.click(screen.getByRole('button', { name: "Remove Shirt's prices" }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the prices of Shirt?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(
      () =>
        expect(called('DELETE', '/admin/price-lists/pl_1/products/prod_1/prices')).toHaveLength(1),
      LOAD,
    );
  });

  it('keeps the edits and says why when the server refuses the prices', async () => {
    setup('/app/a/pricing/pl_1?columns=cur_eur&columns=cur_usd', {
      'POST /admin/price-lists/pl_1/prices/batch': Response.json(
        {
          type: 'invalid_data',
          message: 'Variant with id: variant_2 was not found',
          code: 'unknown_reference',
        },
        { status: 400 },
      ),
    });
    const grid = await screen.findByRole('grid', { name: 'Prices of VIP prices' }, LOAD);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product · variant', 'EUR', 'USD']);
    grid.focus();
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.paste(grid, { clipboardData: { getData: () => '12\r\n13\r\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(
      await screen.findByText(
        'The prices were not saved: Something chosen no longer exists. Reload and choose again. Your changes are kept.',
        {},
        LOAD,
      ),
    ).toBeTruthy();
    expect(cellOf(grid, 2, 1).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Changed cells: 2')).toBeTruthy();
  });
});
