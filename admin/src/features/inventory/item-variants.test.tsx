import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { item, level, locations, page } from '../../test/inventory-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const LOAD = { timeout: 5000 };
const shirt = item('iitem_1', 'Linen Shirt', [level('iitem_1', 'sloc_1', 10)]);
const listed = {
  id: 'variant_1',
  title: 'Linen Shirt / M',
  product_id: 'prod_1',
  sku: 'SKU-iitem_1',
  barcode: null,
  ean: null,
  upc: null,
  manage_inventory: true,
  allow_backorder: false,
  inventory_quantity: 7,
  variant_rank: 0,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
  metadata: null,
};
const price = { id: 'ma_1', currency_code: 'eur', amount: 2500, price_list_id: null };

function setup(variants: unknown[], extra: Record<string, unknown> = {}) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/stock-locations': page('stock_locations', locations),
    'GET /admin/inventory-items/iitem_1': { inventory_item: shirt },
    'GET /admin/inventory-items/iitem_1/location-levels': {
      inventory_item: { id: 'iitem_1', location_levels: shirt.location_levels },
    },
    'GET /admin/variants': page('variants', variants),
    'GET /admin/variants/variant_1': {
      variant: { ...listed, barcode: '4006381333931', prices: [price] },
    },
    'GET /admin/products/prod_1': { product: { id: 'prod_1', title: 'Linen Shirt' } },
    ...extra,
  });
  return { ...routes, ...renderApp('/app/a/inventory/iitem_1', routes.api) };
}

describe("an inventory item's variants", { timeout: 20_000 }, () => {
  it("lists the variants with the item's SKU and opens one's details and product", async () => {
    const { called, router } = setup([listed]);
    const region = await screen.findByRole('region', { name: 'Product variants' }, LOAD);
    const details = await within(region).findByRole('button', {
      name: 'Details of Linen Shirt / M',
    });
    expect(called('GET', '/admin/variants')[0]?.search.getAll('sku[]')).toEqual(['SKU-iitem_1']);
    expect(details.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(details);
    expect(await within(region).findByText('4006381333931')).toBeTruthy();
    expect(details.getAttribute('aria-expanded')).toBe('true');
    expect(within(region).getByText('7')).toBeTruthy();
    expect(within(region).getByText('Not allowed')).toBeTruthy();
    expect(within(region).getByText('€25.00')).toBeTruthy();
    expect(called('GET', '/admin/variants/variant_1')).toHaveLength(1);
    fireEvent.click(
      within(region).getByRole('link', { name: 'Open the product of Linen Shirt / M' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/products/prod_1'));
  });

  it('says when no variant has the SKU', async () => {
    setup([]);
    const region = await screen.findByRole('region', { name: 'Product variants' }, LOAD);
    expect(await within(region).findByText("No product variant has this item's SKU.")).toBeTruthy();
  });

  it('shows the refusal of the variant list with a retry', async () => {
    setup([], {
      'GET /admin/variants': Response.json(
        { type: 'unexpected_state', message: 'The database is busy' },
        { status: 503 },
      ),
    });
    const region = await screen.findByRole('region', { name: 'Product variants' }, LOAD);
    expect(await within(region).findByText('The database is busy', {}, LOAD)).toBeTruthy();
    expect(within(region).getByRole('button', { name: /Try again|Retry/ })).toBeTruthy();
  });
});
