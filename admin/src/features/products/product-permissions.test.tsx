import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { emptyCatalogLists, listedProduct, productPage } from '../../test/product-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
const shirt = listedProduct('prod_1', 'Linen Shirt', { status: 'published' });
const mug = listedProduct('prod_2', 'Coffee Mug');
const developer = { ...adminUser, id: 'usr_dev', role: 'developer' };

function setup(user: object) {
  return apiRoutes({
    'GET /admin/auth': { user },
    'GET /admin/store': storeAnswer(),
    ...emptyCatalogLists,
    'GET /admin/products': productPage([shirt, mug]),
    'GET /admin/products/prod_1': { product: shirt },
    'GET /admin/products/prod_1/variants': { variants: [], count: 0, offset: 0, limit: 25 },
  });
}

describe('the product list for a restricted role', { timeout: 20_000 }, () => {
  it('lets a developer read and open products, and export them, but change nothing', async () => {
    const { api } = setup(developer);
    const { router } = renderApp('/app/a/products', api);
    const grid = await screen.findByRole('grid', { name: 'Products' }, LOAD);

    expect(screen.getByRole('note').textContent).toBe(
      'View only: your role cannot make changes to products.',
    );
    expect(screen.queryByRole('link', { name: 'Create product' })).toBeNull();
    // An import writes products; an export only reads them.
    expect(screen.queryByRole('button', { name: 'Import products' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export products' })).toBeTruthy();
    // No bulk action is the role's: no selection at all.
    expect(within(grid).queryByRole('checkbox')).toBeNull();
    expect(grid.getAttribute('aria-multiselectable')).toBeNull();
    expect(within(grid).getByText('Published')).toBeTruthy();

    grid.focus();
    fireEvent.keyDown(grid, { key: ' ' });
    expect(screen.queryByRole('toolbar', { name: 'Actions on the selected products' })).toBeNull();
    fireEvent.keyDown(grid, { key: 'Enter' });
    await screen.findByRole('heading', { name: 'Linen Shirt', level: 1 }, LOAD);
    expect(router.state.location.pathname).toBe('/a/products/prod_1');
  });

  it('offers a products-only role every action but the channel ones, and reads no channels', async () => {
    const catalogue = {
      ...adminUser,
      role: 'custom',
      permissions: ['products:read', 'products:write'],
    };
    const { api, requests } = setup(catalogue);
    renderApp('/app/a/products', api);
    const grid = await screen.findByRole('grid', { name: 'Products' }, LOAD);

    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create product' })).toBeTruthy();
    // Import and export run batch jobs, which this role may not start.
    expect(screen.queryByRole('button', { name: 'Import products' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export products' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Category' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sales channel' })).toBeNull();

    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select Coffee Mug' }));
    const bar = screen.getByRole('toolbar', { name: 'Actions on the selected products' });
    expect(within(bar).getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Add to collection' })).toBeTruthy();
    expect(within(bar).queryByRole('button', { name: 'Add to sales channel' })).toBeNull();
    await waitFor(() => expect(requests.some((r) => r.path === '/admin/collections')).toBe(true));
    expect(requests.some((r) => r.path === '/admin/sales-channels')).toBe(false);
  });
});
