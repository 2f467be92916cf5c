import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../test/api-routes.ts';
import { list, renderDetail } from '../../test/product-detail-fixture.ts';

const LOAD = { timeout: 5000 };
const page = () => screen.findByRole('heading', { name: 'Linen Shirt', level: 1 }, LOAD);
const dates = {
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
  metadata: null,
};
const developer = { ...adminUser, id: 'usr_dev', role: 'developer' };
/** A custom role for catalogue staff: products only, no channels, stock or regions (issue 21). */
const catalogue = {
  ...adminUser,
  id: 'usr_cat',
  role: 'custom',
  permissions: ['products:read', 'products:write'],
};
const stock = {
  'GET /admin/stock-locations': list('stock_locations', [
    { id: 'sloc_1', name: 'Main warehouse', address_id: null, ...dates },
  ]),
  'GET /admin/variants/variant_s/inventory': {
    variant: {
      id: 'variant_s',
      inventory: [
        {
          id: 'iitem_s',
          sku: 'TEE-S',
          location_levels: [
            {
              id: 'ilev_1',
              inventory_item_id: 'iitem_s',
              location_id: 'sloc_1',
              stocked_quantity: 4,
              reserved_quantity: 0,
              incoming_quantity: 0,
              ...dates,
            },
          ],
        },
      ],
      sales_channel_availability: [],
    },
  },
};

describe('the product page for a restricted role', { timeout: 20_000 }, () => {
  it('reads every section, with no change actions, for a read-only developer', async () => {
    renderDetail({ 'GET /admin/auth': { user: developer }, ...stock });
    await page();
    expect(screen.getByRole('note').textContent).toBe(
      'View only: your role cannot make changes to products.',
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();

    const general = screen.getByRole('region', { name: 'General' });
    expect(within(general).getByText('linen-shirt')).toBeTruthy();
    const variants = screen.getByRole('region', { name: 'Variants' });
    expect(await within(variants).findByRole('rowheader', { name: 'S' }, LOAD)).toBeTruthy();
    expect(within(variants).getByText('TEE-M')).toBeTruthy();
    expect(within(variants).queryByRole('button')).toBeNull();
    expect(
      within(variants).getByRole('link', { name: 'See prices and stock in a grid' }),
    ).toBeTruthy();
    const options = screen.getByRole('region', { name: 'Options' });
    expect(within(options).getByText(/S, M/)).toBeTruthy();
    expect(within(options).queryByRole('button')).toBeNull();
    const media = screen.getByRole('region', { name: 'Media' });
    expect(within(media).getAllByRole('img')).toHaveLength(2);
    expect(within(media).queryByRole('button')).toBeNull();
    expect(within(media).queryByLabelText('Upload images')).toBeNull();
    const metadata = screen.getByRole('region', { name: 'Metadata' });
    expect(within(metadata).getByText('linen')).toBeTruthy();
    expect(within(metadata).queryByRole('button')).toBeNull();

    // The stock per location is read, and shown as a value rather than a form.
    const inventory = screen.getByRole('region', { name: 'Inventory' });
    expect(await within(inventory).findByText('Main warehouse', {}, LOAD)).toBeTruthy();
    expect(within(inventory).queryByRole('textbox')).toBeNull();
    expect(within(inventory).queryByRole('button', { name: /Save stock/ })).toBeNull();
  });

  it('works with products only: nothing is asked of channels or stock, no error shows', async () => {
    const { requests } = renderDetail({ 'GET /admin/auth': { user: catalogue }, ...stock });
    await page();
    const variants = screen.getByRole('region', { name: 'Variants' });
    expect(await within(variants).findByRole('rowheader', { name: 'S' }, LOAD)).toBeTruthy();
    // Products are the role's to change.
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit General' })).toBeTruthy();
    expect(within(variants).getByRole('button', { name: 'Add a variant' })).toBeTruthy();

    // Choosing channels lists them all: without channels:read there is no Edit to open it.
    const channels = screen.getByRole('region', { name: 'Sales channels' });
    expect(within(channels).queryByRole('button')).toBeNull();
    // The stock totals come with the product; the per-location stock is not read.
    const inventory = screen.getByRole('region', { name: 'Inventory' });
    expect(within(inventory).getByText('2 / 2')).toBeTruthy();
    expect(within(inventory).queryByRole('combobox')).toBeNull();

    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const paths = requests.map((r) => r.path);
    for (const unread of ['/admin/sales-channels', '/admin/stock-locations', '/admin/regions'])
      expect(paths).not.toContain(unread);
    expect(paths.filter((path) => path.startsWith('/admin/variants/'))).toEqual([]);
  });
});
