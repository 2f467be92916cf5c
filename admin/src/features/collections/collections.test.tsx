import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { listedProduct, productPage } from '../../test/product-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
const dates = {
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-03-01T00:00:00.000Z',
  deleted_at: null,
  metadata: null,
};
const summer = { id: 'pcol_1', title: 'Summer', handle: 'summer', ...dates };

function setup(path: string) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/collections': { collections: [summer], count: 1, offset: 0, limit: 20 },
    'GET /admin/collections/pcol_1': { collection: summer },
    'GET /admin/collections/pcol_2': { collection: { ...summer, id: 'pcol_2', title: 'Winter' } },
    'POST /admin/collections': (_request, body) => ({
      collection: { ...summer, id: 'pcol_2', ...(body as object) },
    }),
    'DELETE /admin/collections/pcol_1': {
      id: 'pcol_1',
      object: 'product-collection',
      deleted: true,
    },
    'GET /admin/products': productPage([listedProduct('prod_1', 'Linen Shirt')]),
    'DELETE /admin/collections/pcol_1/products/batch': {
      id: 'pcol_1',
      object: 'product-collection',
      removed_products: ['prod_1'],
    },
  });
  return { ...routes, ...renderApp(path, routes.api) };
}

describe('collections', { timeout: 20_000 }, () => {
  it('lists collections and creates one, then opens it', async () => {
    const { router, called } = setup('/app/a/collections');
    const grid = await screen.findByRole('grid', { name: 'Collections' }, LOAD);
    expect(within(grid).getByRole('link', { name: 'Summer' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New collection' });
    fireEvent.change(within(dialog).getByLabelText(/Handle/), { target: { value: 'Bad Handle' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create collection' }));
    expect(await within(dialog).findByText('Enter a title.')).toBeTruthy();
    expect(within(dialog).getByText('Use only lowercase letters, digits and dashes.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Winter' } });
    fireEvent.change(within(dialog).getByLabelText(/Handle/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create collection' }));
    await screen.findByRole('heading', { name: 'Winter', level: 1 }, LOAD);
    expect(router.state.location.pathname).toBe('/a/collections/pcol_2');
    expect(called('POST', '/admin/collections').map((r) => r.body)).toEqual([{ title: 'Winter' }]);
  });

  it('shows the products in a collection and takes the selected ones out', async () => {
    const { called, requests } = setup('/app/a/collections/pcol_1');
    const grid = await screen.findByRole('grid', { name: 'Products in this collection' }, LOAD);
    const list = requests.find((r) => r.path === '/admin/products');
    expect(list?.search.getAll('collection_id[]')).toEqual(['pcol_1']);

    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Select Linen Shirt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove from collection' }));
    expect(
      await screen.findByText('1 product removed from the collection.', {}, LOAD),
    ).toBeTruthy();
    expect(called('DELETE', '/admin/collections/pcol_1/products/batch').map((r) => r.body)).toEqual(
      [{ product_ids: ['prod_1'] }],
    );
  });

  it('deletes a collection after confirming, and returns to the list', async () => {
    const { router, called } = setup('/app/a/collections/pcol_1');
    await screen.findByRole('heading', { name: 'Summer', level: 1 }, LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the collection “Summer”?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/collections'));
    expect(called('DELETE', '/admin/collections/pcol_1')).toHaveLength(1);
  });
});
