import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { emptyCatalogLists, listedProduct, productPage } from '../../test/product-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
const type = (id: string, value: string) => ({
  id,
  value,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
  metadata: null,
});

describe('the product list type filter', { timeout: 20_000 }, () => {
  it('offers the types products use, by name, and filters by the chosen one', async () => {
    const { api, requests } = apiRoutes({
      'GET /admin/auth': { user: adminUser },
      ...emptyCatalogLists,
      // The paginated list has a type no product uses; the filter does not offer it.
      'GET /admin/product-types': {
        product_types: [type('ptyp_unused', 'Unused')],
        count: 1,
        offset: 0,
        limit: 1000,
      },
      'GET /admin/products/types': { types: [type('ptyp_2', 'Shirts'), type('ptyp_1', 'Mugs')] },
      'GET /admin/products': productPage([listedProduct('prod_1', 'Linen Shirt')]),
    });
    const { router } = renderApp('/app/a/products', api);
    await screen.findByRole('grid', { name: 'Products' }, LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Type' }));
    const options = await screen.findAllByRole('menuitemcheckbox');
    expect(options.map((option) => option.textContent)).toEqual(['Mugs', 'Shirts']);
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Shirts' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ type_id: ['ptyp_2'] }));
    await waitFor(() =>
      expect(
        requests
          .filter((r) => r.path === '/admin/products')
          .at(-1)
          ?.search.getAll('type_id[]'),
      ).toEqual(['ptyp_2']),
    );
  });
});
