import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { listedProduct } from '../../test/product-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
const variant = (n: number) => ({
  id: `variant_${n}`,
  title: `Tee ${n}`,
  manage_inventory: true,
  inventory_quantity: 5,
  prices: [
    { id: `ma_${n}`, currency_code: 'eur', amount: 1250, region_id: null, price_list_id: null },
  ],
});
const product = listedProduct('prod_1', 'Linen Shirt', {
  variants: [variant(1), variant(2), variant(3)] as never,
});
const inventory = (n: number) => ({
  variant: {
    id: `variant_${n}`,
    inventory: [
      { id: `iitem_${n}`, location_levels: [{ location_id: 'sloc_1', stocked_quantity: 5 }] },
    ],
    sales_channel_availability: [],
  },
});

function setup(user: object = adminUser) {
  const routes = apiRoutes({
    'GET /admin/auth': { user },
    'GET /admin/store': storeAnswer(),
    'GET /admin/regions': { regions: [], count: 0, offset: 0, limit: 1000 },
    'GET /admin/stock-locations': {
      stock_locations: [{ id: 'sloc_1', name: 'Warehouse' }],
      count: 1,
      offset: 0,
      limit: 1000,
    },
    'GET /admin/products/prod_1': { product },
    'GET /admin/variants/variant_1/inventory': inventory(1),
    'GET /admin/variants/variant_2/inventory': inventory(2),
    'GET /admin/variants/variant_3/inventory': inventory(3),
    'POST /admin/products/prod_1/variants/variant_1': { product },
    'POST /admin/products/prod_1/variants/variant_2': () =>
      Response.json({ type: 'invalid_data', message: 'Prices are locked' }, { status: 400 }),
    'POST /admin/inventory-items/iitem_3/location-levels/sloc_1': { inventory_item: {} },
  });
  return { ...routes, ...renderApp('/app/a/products/prod_1/grid', routes.api) };
}

const cellOf = (grid: HTMLElement, row: number, col: number) =>
  within(within(grid).getAllByRole('row')[row] as HTMLElement).getAllByRole('gridcell')[
    col
  ] as HTMLElement;

describe('the prices and stock grid', { timeout: 20_000 }, () => {
  it('edits by keyboard and paste, checks each cell, undoes, and saves only the changes', async () => {
    const { called } = setup();
    const grid = await screen.findByRole('grid', { name: /variants of Linen Shirt/ }, LOAD);
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Variant', 'EUR', 'USD', 'Stock: Warehouse']);
    await waitFor(() => expect(cellOf(grid, 3, 2).textContent).toBe('5'));
    expect(cellOf(grid, 1, 0).textContent).toBe('12.50');
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    // Typing opens the editor with that key; a bad amount is refused on the cell.
    grid.focus();
    fireEvent.keyDown(grid, { key: '1' });
    const editor = within(grid).getByRole('textbox', { name: 'EUR of Tee 1' });
    fireEvent.change(editor, { target: { value: '1.234' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(cellOf(grid, 1, 0).getAttribute('aria-invalid')).toBe('true');
    expect(cellOf(grid, 1, 0).textContent).toContain('at most 2 decimals');
    expect(save.disabled).toBe(true);
    fireEvent.keyDown(grid, { key: 'z', ctrlKey: true });
    expect(cellOf(grid, 1, 0).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Undone.')).toBeTruthy();

    // A column of two values pasted from the first EUR cell; one value fills a stock range.
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    fireEvent.paste(grid, { clipboardData: { getData: () => '20\r\n21.5\r\n' } });
    expect(screen.getByText('Cells pasted: 2.')).toBeTruthy();
    expect(cellOf(grid, 2, 0).textContent).toContain('21.5');
    fireEvent.keyDown(grid, { key: 'End' });
    fireEvent.keyDown(grid, { key: 'ArrowDown', shiftKey: true });
    expect(cellOf(grid, 3, 2).getAttribute('aria-selected')).toBe('true');
    expect(cellOf(grid, 1, 2).getAttribute('aria-selected')).toBe('false');
    fireEvent.paste(grid, { clipboardData: { getData: () => '9' } });
    expect(cellOf(grid, 2, 2).textContent).toContain('9');
    expect(cellOf(grid, 3, 2).textContent).toContain('9');
    fireEvent.keyDown(grid, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(grid, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(screen.getByText('Changed cells: 4')).toBeTruthy();

    fireEvent.click(save);
    await screen.findByText(
      'Variants updated: 2. Refused: 1; their cells keep your changes.',
      {},
      LOAD,
    );
    expect(screen.getByText('Tee 2: Prices are locked')).toBeTruthy();
    expect(called('POST', '/admin/products/prod_1/variants/variant_1')[0]?.body).toEqual({
      prices: [{ id: 'ma_1', currency_code: 'eur', amount: 2000 }],
    });
    expect(called('POST', '/admin/products/prod_1/variants/variant_3')).toEqual([]);
    expect(
      called('POST', '/admin/inventory-items/iitem_3/location-levels/sloc_1')[0]?.body,
    ).toEqual({
      stocked_quantity: 9,
    });
    // Tee 2's price and stock stay edited, with the server's message on the cells.
    expect(cellOf(grid, 2, 0).getAttribute('aria-invalid')).toBe('true');
    expect(cellOf(grid, 2, 0).textContent).toContain('Prices are locked');
    expect(screen.getByText('Changed cells: 2')).toBeTruthy();
  });
});

describe('the grid for a restricted role', { timeout: 20_000 }, () => {
  it('shows a read-only developer the prices and stock as values, with nothing to save', async () => {
    const { requests } = setup({ ...adminUser, role: 'developer' });
    const grid = await screen.findByRole('grid', { name: /variants of Linen Shirt/ }, LOAD);
    expect(screen.getByRole('note').textContent).toBe(
      'View only: your role cannot make changes to products.',
    );
    await waitFor(() => expect(cellOf(grid, 3, 2).textContent).toBe('5'));
    expect(cellOf(grid, 1, 0).textContent).toBe('12.50');
    expect(cellOf(grid, 1, 0).getAttribute('aria-readonly')).toBe('true');
    expect(cellOf(grid, 1, 2).getAttribute('aria-readonly')).toBe('true');
    for (const name of ['Save', 'Undo', 'Redo'])
      expect(screen.queryByRole('button', { name })).toBeNull();

    grid.focus();
    fireEvent.keyDown(grid, { key: '1' });
    expect(within(grid).queryByRole('textbox')).toBeNull();
    fireEvent.paste(grid, { clipboardData: { getData: () => '20' } });
    expect(cellOf(grid, 1, 0).textContent).toBe('12.50');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('gives a products-only role the prices to edit, and asks nothing of stock or regions', async () => {
    const catalogue = {
      ...adminUser,
      role: 'custom',
      permissions: ['products:read', 'products:write'],
    };
    const { requests } = setup(catalogue);
    const grid = await screen.findByRole('grid', { name: /variants of Linen Shirt/ }, LOAD);
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Variant', 'EUR', 'USD']);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    const paths = requests.map((r) => r.path);
    expect(paths).not.toContain('/admin/regions');
    expect(paths).not.toContain('/admin/stock-locations');
    expect(paths.filter((path) => path.startsWith('/admin/variants/'))).toEqual([]);
  });
});
