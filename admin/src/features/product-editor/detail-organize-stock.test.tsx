import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { list, renderDetail } from '../../test/product-detail-fixture.ts';

const LOAD = { timeout: 5000 };
const page = () => screen.findByRole('heading', { name: 'Linen Shirt', level: 1 }, LOAD);
const dates = {
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
  metadata: null,
};
const location = (id: string, name: string) => ({ id, name, address_id: null, ...dates });
const level = (location_id: string, stocked_quantity: number) => ({
  id: `ilev_${location_id}`,
  inventory_item_id: 'iitem_s',
  location_id,
  stocked_quantity,
  reserved_quantity: 0,
  incoming_quantity: 0,
  ...dates,
});

describe('the product page: organize, channels and stock', { timeout: 20_000 }, () => {
  it('puts the product in a collection, a category, tags and a type', async () => {
    const { called } = renderDetail({
      'GET /admin/collections': list('collections', [
        { id: 'pcol_1', title: 'Summer', handle: 'summer', ...dates },
      ]),
      'GET /admin/product-categories': list('product_categories', [
        { id: 'pcat_1', name: 'Shirts', handle: 'shirts', ...dates },
      ]),
    });
    await page();
    const organize = screen.getByRole('region', { name: 'Organize' });
    fireEvent.click(within(organize).getByRole('button', { name: 'Edit Organize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Organize' });
    fireEvent.click(await within(dialog).findByRole('combobox', { name: 'Collection' }, LOAD));
    fireEvent.click(await screen.findByRole('option', { name: 'Summer' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Shirts' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tags' }), {
      target: { value: 'linen, summer,' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Type' }), {
      target: { value: 'Shirt' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    expect(called('POST', '/admin/products/prod_1')[0]?.body).toEqual({
      collection_id: 'pcol_1',
      categories: [{ id: 'pcat_1' }],
      tags: [{ value: 'linen' }, { value: 'summer' }],
      type: { value: 'Shirt' },
    });
  });

  it('adds and removes sales channels', async () => {
    const { called } = renderDetail({
      'GET /admin/sales-channels': list('sales_channels', [
        { id: 'sc_1', name: 'Web shop', description: null, is_disabled: false, ...dates },
        { id: 'sc_2', name: 'Market', description: null, is_disabled: false, ...dates },
      ]),
    });
    await page();
    const channels = screen.getByRole('region', { name: 'Sales channels' });
    fireEvent.click(within(channels).getByRole('button', { name: 'Edit Sales channels' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sales channels' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Market' }, LOAD));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOAD);
    expect(called('POST', '/admin/products/prod_1')[0]?.body).toEqual({
      sales_channels: [{ id: 'sc_2' }],
    });
  });

  it("sets a variant's stock at a location and stocks it at another one", async () => {
    const { called } = renderDetail({
      'GET /admin/stock-locations': list('stock_locations', [
        location('sloc_1', 'Main warehouse'),
        location('sloc_2', 'Shop'),
      ]),
      'GET /admin/variants/variant_s/inventory': {
        variant: {
          id: 'variant_s',
          inventory: [{ id: 'iitem_s', sku: 'TEE-S', location_levels: [level('sloc_1', 4)] }],
          sales_channel_availability: [],
        },
      },
      'POST /admin/inventory-items/iitem_s/location-levels/sloc_1': Response.json(
        { type: 'invalid_data', message: 'Stocked quantity is below the reserved quantity' },
        { status: 400 },
      ),
      'POST /admin/inventory-items/iitem_s/location-levels': { inventory_item: {} },
    });
    await page();
    const inventory = screen.getByRole('region', { name: 'Inventory' });
    const stock = await within(inventory).findByRole(
      'textbox',
      {
        name: 'Stock at Main warehouse',
      },
      LOAD,
    );
    fireEvent.change(stock, { target: { value: 'many' } });
    fireEvent.click(
      within(inventory).getByRole('button', { name: 'Save stock at Main warehouse' }),
    );
    expect(await within(inventory).findByText('Enter whole numbers of units.')).toBeTruthy();
    fireEvent.change(stock, { target: { value: '2' } });
    fireEvent.click(
      within(inventory).getByRole('button', { name: 'Save stock at Main warehouse' }),
    );
    expect(
      await within(inventory).findByText(
        'Stocked quantity is below the reserved quantity',
        {},
        LOAD,
      ),
    ).toBeTruthy();
    expect(
      called('POST', '/admin/inventory-items/iitem_s/location-levels/sloc_1')[0]?.body,
    ).toEqual({ stocked_quantity: 2 });

    fireEvent.click(within(inventory).getByRole('combobox', { name: 'Location' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Shop' }));
    fireEvent.change(
      within(inventory).getByRole('textbox', { name: 'Units at the new location' }),
      {
        target: { value: '7' },
      },
    );
    fireEvent.click(within(inventory).getByRole('button', { name: 'Add location' }));
    await waitFor(() =>
      expect(called('POST', '/admin/inventory-items/iitem_s/location-levels')).toHaveLength(1),
    );
    expect(called('POST', '/admin/inventory-items/iitem_s/location-levels')[0]?.body).toEqual({
      location_id: 'sloc_2',
      stocked_quantity: 7,
    });
  });
});
