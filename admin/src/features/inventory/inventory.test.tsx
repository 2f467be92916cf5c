import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { item, level, locations, page } from '../../test/inventory-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
const shirt = item('iitem_1', 'Linen Shirt', [level('iitem_1', 'sloc_1', 10, 3)]);
const mug = item('iitem_2', 'Mug', [level('iitem_2', 'sloc_2', 1)]);

function setup(path: string) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/stock-locations': page('stock_locations', locations),
    'GET /admin/inventory-items': page('inventory_items', [shirt, mug]),
    'GET /admin/inventory-items/iitem_1': { inventory_item: shirt },
    'GET /admin/inventory-items/iitem_1/location-levels': {
      inventory_item: { id: 'iitem_1', location_levels: shirt.location_levels },
    },
    'GET /admin/inventory-items/iitem_2/location-levels': {
      inventory_item: { id: 'iitem_2', location_levels: [] },
    },
    'POST /admin/inventory-items/iitem_1/location-levels/sloc_1': { inventory_item: shirt },
    'POST /admin/inventory-items/iitem_2/location-levels': { inventory_item: mug },
    'GET /admin/inventory-items/iitem_3': { inventory_item: item('iitem_3', 'Tote bag', []) },
    'POST /admin/inventory-items': (_r, body) => ({
      inventory_item: { ...shirt, id: 'iitem_3', ...(body as object) },
    }),
  });
  return { ...routes, ...renderApp(path, routes.api) };
}

const row = (grid: HTMLElement, name: string) =>
  within(grid).getByRole('link', { name }).closest('[role="row"]') as HTMLElement;

describe('inventory', { timeout: 20_000 }, () => {
  it('lists items with their stocked, reserved, incoming and available units, by location', async () => {
    const { requests } = setup('/app/a/inventory?location_id=sloc_1');
    const grid = await screen.findByRole('grid', { name: 'Inventory items' }, LOAD);
    const cells = within(row(grid, 'Linen Shirt')).getAllByRole('gridcell');
    expect(cells.map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['SKU-iitem_1', '10', '3', '0', '7']),
    );
    const list = requests.find((r) => r.path === '/admin/inventory-items');
    expect(list?.search.getAll('location_id[]')).toEqual(['sloc_1']);
  });

  it('adds stock at one location to the selected items, creating a level where there is none', async () => {
    const { called } = setup('/app/a/inventory');
    const grid = await screen.findByRole('grid', { name: 'Inventory items' }, LOAD);
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select Linen Shirt' }));
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select Mug' }));
    fireEvent.click(screen.getByRole('button', { name: 'Adjust stock' }));
    const dialog = await screen.findByRole('dialog', { name: /Adjust stock of the selected/ });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Choose a location.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('combobox', { name: /Location/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Main warehouse' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: /Add the amount/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Quantity/ }), {
      target: { value: '5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Items with adjusted stock: 2.', {}, LOAD)).toBeTruthy();
    expect(
      called('POST', '/admin/inventory-items/iitem_1/location-levels/sloc_1')[0]?.body,
    ).toEqual({ stocked_quantity: 15 });
    expect(called('POST', '/admin/inventory-items/iitem_2/location-levels')[0]?.body).toEqual({
      location_id: 'sloc_1',
      stocked_quantity: 5,
      incoming_quantity: 0,
    });
  });

  it('refuses to take more units than an item has, and says which item', async () => {
    const { called } = setup('/app/a/inventory');
    const grid = await screen.findByRole('grid', { name: 'Inventory items' }, LOAD);
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select Linen Shirt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Adjust stock' }));
    const dialog = await screen.findByRole('dialog', { name: /Adjust stock of the selected/ });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /Location/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Main warehouse' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: /Add the amount/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Quantity/ }), {
      target: { value: '-11' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Not changed: 1.', {}, LOAD)).toBeTruthy();
    expect(screen.getByText(/drop below zero \(now 10\)/)).toBeTruthy();
    expect(called('POST', '/admin/inventory-items/iitem_1/location-levels/sloc_1')).toHaveLength(0);
  });

  it('shows an item by location and edits its stock at one of them', async () => {
    const { called } = setup('/app/a/inventory/iitem_1');
    await screen.findByRole('heading', { name: 'Linen Shirt', level: 1 }, LOAD);
    const table = await screen.findByRole('table', { name: 'Stock by location' });
    expect(within(table).getByText('Main warehouse')).toBeTruthy();

    fireEvent.click(
      within(table).getByRole('button', { name: 'Edit the stock at Main warehouse' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Stock at Main warehouse' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Incoming/ }), {
      target: { value: 'x' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number of 0 or more.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Incoming/ }), {
      target: { value: '20' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        called('POST', '/admin/inventory-items/iitem_1/location-levels/sloc_1')[0]?.body,
      ).toEqual({ stocked_quantity: 10, incoming_quantity: 20 }),
    );
  });

  it('creates an inventory item and opens it', async () => {
    const { router, called } = setup('/app/a/inventory');
    fireEvent.click(await screen.findByRole('button', { name: 'Create inventory item' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'New inventory item' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), {
      target: { value: 'Tote bag' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /SKU/ }), {
      target: { value: 'TOTE-1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create inventory item' }));
    await screen.findByRole('heading', { name: 'Tote bag', level: 1 }, LOAD);
    expect(router.state.location.pathname).toBe('/a/inventory/iitem_3');
    expect(screen.getByText('Not stocked at any location yet.')).toBeTruthy();
    expect(called('POST', '/admin/inventory-items')[0]?.body).toEqual({
      title: 'Tote bag',
      sku: 'TOTE-1',
    });
  });
});
