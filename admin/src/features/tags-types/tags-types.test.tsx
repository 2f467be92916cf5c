import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { emptyCatalogLists, productPage } from '../../test/product-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
const dates = {
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
  metadata: null,
};

function setup(path: string) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    ...emptyCatalogLists,
    'GET /admin/product-tags': {
      product_tags: [
        { id: 'ptag_1', value: 'summer', ...dates },
        { id: 'ptag_2', value: 'unused', ...dates },
      ],
      count: 2,
      offset: 0,
      limit: 20,
    },
    'GET /admin/products/tag-usage': { tags: [{ id: 'ptag_1', value: 'summer', usage_count: 3 }] },
    'GET /admin/product-types': {
      product_types: [{ id: 'ptyp_1', value: 'Shirts', ...dates }],
      count: 1,
      offset: 0,
      limit: 20,
    },
    'GET /admin/products': (request: Request) => {
      const types = new URL(request.url).searchParams.getAll('type_id[]');
      return productPage([], types.includes('ptyp_1') ? 7 : 0);
    },
  });
  return { ...routes, ...renderApp(path, routes.api) };
}

describe('tags and types', { timeout: 20_000 }, () => {
  it('lists tags with how many products carry each, and opens their products', async () => {
    const { router } = setup('/app/a/products/tags');
    const grid = await screen.findByRole('grid', { name: 'Tags' }, LOAD);
    expect(await within(grid).findByRole('link', { name: '3 products' })).toBeTruthy();
    expect(within(grid).getByRole('link', { name: '0 products' })).toBeTruthy();

    grid.focus();
    fireEvent.keyDown(grid, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/products'));
    expect(router.state.location.search).toEqual({ tags: ['ptag_1'] });
  });

  it('counts the products of each type', async () => {
    const { requests } = setup('/app/a/products/types');
    const grid = await screen.findByRole('grid', { name: 'Types' }, LOAD);
    expect(await within(grid).findByRole('link', { name: '7 products' }, LOAD)).toBeTruthy();
    const count = requests.find((r) => r.search.getAll('type_id[]').includes('ptyp_1'));
    expect(count?.search.get('limit')).toBe('0');
  });
});
