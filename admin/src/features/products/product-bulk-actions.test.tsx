import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { emptyCatalogLists, listedProduct, productPage } from '../../test/product-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const LOAD = { timeout: 5000 };
const shirt = listedProduct('prod_1', 'Linen Shirt');
const mug = listedProduct('prod_2', 'Coffee Mug');
const gone = listedProduct('prod_3', 'Old Poster');
const dates = {
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
  metadata: null,
};

function setup(extra: Record<string, object> = {}) {
  let products = [shirt, mug, gone];
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    ...emptyCatalogLists,
    'GET /admin/collections': {
      collections: [{ id: 'pcol_1', title: 'Summer', handle: 'summer', ...dates }],
      count: 1,
      offset: 0,
      limit: 1000,
    },
    'GET /admin/sales-channels': {
      sales_channels: [
        { id: 'sc_1', name: 'Web shop', description: null, is_disabled: false, ...dates },
      ],
      count: 1,
      offset: 0,
      limit: 1000,
    },
    'GET /admin/products': () => productPage(products),
    'POST /admin/products/*': (request, body) => {
      const id = new URL(request.url).pathname.split('/').at(-1);
      if (id === 'prod_3') {
        return Response.json(
          { type: 'not_found', message: 'Product with id: prod_3 was not found' },
          { status: 404 },
        );
      }
      products = products.map((p) => (p.id === id ? { ...p, ...(body as object) } : p));
      return { product: products.find((p) => p.id === id) };
    },
    'DELETE /admin/products/*': (request) => {
      const id = new URL(request.url).pathname.split('/').at(-1) ?? '';
      products = products.filter((p) => p.id !== id);
      return { id, object: 'product', deleted: true };
    },
    'POST /admin/collections/pcol_1/products/batch': { collection: { id: 'pcol_1' } },
    'POST /admin/sales-channels/sc_1/products/batch': Response.json(
      { type: 'invalid_data', message: 'Product with id: prod_3 was not found' },
      { status: 400 },
    ),
    ...extra,
  });
  const view = renderApp('/app/a/products', routes.api);
  return { ...routes, ...view };
}

async function select(...titles: string[]) {
  await screen.findByRole('grid', { name: 'Products' }, LOAD);
  for (const title of titles) {
    fireEvent.click(screen.getByRole('checkbox', { name: `Select ${title}` }));
  }
  return screen.getByRole('toolbar', { name: 'Actions on the selected products' });
}

describe('bulk actions on products', { timeout: 20_000 }, () => {
  it('publishes the selected products and names the one the server refused, with why', async () => {
    const { called } = setup();
    const bar = await select('Linen Shirt', 'Old Poster');
    expect(within(bar).getByText('2 selected')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Publish' }));
    const notice = await screen.findByRole('alert', {}, LOAD);
    expect(notice.textContent).toContain('1 product published.');
    expect(notice.textContent).toContain('1 product could not be published:');
    // A 404 without a code reads as the record being gone, not as the server's sentence.
    expect(notice.textContent).toContain(
      'Old Poster: This no longer exists; it may have been deleted.',
    );
    expect(called('POST', '/admin/products/prod_1').map((r) => r.body)).toEqual([
      { status: 'published' },
    ]);
    // The list was read again and shows the change; the refused row stays selected.
    const grid = screen.getByRole('grid', { name: 'Products' });
    await waitFor(() => expect(within(grid).getByText('Published')).toBeTruthy());
    expect(within(bar).getByText('1 selected')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select Old Poster' })).toHaveProperty(
      'checked',
      true,
    );

    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('unpublishes the selected products', async () => {
    const { called } = setup();
    const bar = await select('Linen Shirt', 'Coffee Mug');
    fireEvent.click(within(bar).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('2 products unpublished.', {}, LOAD)).toBeTruthy();
    for (const id of ['prod_1', 'prod_2']) {
      expect(called('POST', `/admin/products/${id}`).map((r) => r.body)).toEqual([
        { status: 'draft' },
      ]);
    }
  });

  it('deletes only after the confirmation', async () => {
    const { called } = setup();
    const bar = await select('Linen Shirt', 'Coffee Mug');

    fireEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 products?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(called('DELETE', '/admin/products/prod_1')).toHaveLength(0);

    fireEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete 2 products?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete 2 products' }));
    expect(await screen.findByText('2 products deleted.', {}, LOAD)).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Products' });
    await waitFor(() => expect(within(grid).queryByText('Linen Shirt')).toBeNull());
    expect(within(grid).getByText('Old Poster')).toBeTruthy();
    expect(screen.queryByRole('toolbar', { name: 'Actions on the selected products' })).toBeNull();
  });

  it('adds the selection to a collection in one request', async () => {
    const { called } = setup();
    const bar = await select('Linen Shirt', 'Coffee Mug');

    fireEvent.click(within(bar).getByRole('button', { name: 'Add to collection' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Summer' }));
    expect(await screen.findByText('2 products added to Summer.', {}, LOAD)).toBeTruthy();
    expect(called('POST', '/admin/collections/pcol_1/products/batch').map((r) => r.body)).toEqual([
      { product_ids: ['prod_1', 'prod_2'] },
    ]);
  });

  it('adds the selection to a sales channel in one request', async () => {
    const { called } = setup({
      'POST /admin/sales-channels/sc_1/products/batch': { sales_channel: { id: 'sc_1' } },
    });
    const bar = await select('Linen Shirt', 'Coffee Mug');
    fireEvent.click(within(bar).getByRole('button', { name: 'Add to sales channel' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Web shop' }));
    expect(await screen.findByText('2 products added to Web shop.', {}, LOAD)).toBeTruthy();
    expect(called('POST', '/admin/sales-channels/sc_1/products/batch').map((r) => r.body)).toEqual([
      { product_ids: [{ id: 'prod_1' }, { id: 'prod_2' }] },
    ]);
  });

  it("shows a sales channel's refusal for every product it concerned", async () => {
    setup();
    const bar = await select('Coffee Mug', 'Old Poster');

    fireEvent.click(within(bar).getByRole('button', { name: 'Add to sales channel' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Web shop' }));
    const notice = await screen.findByRole('alert', {}, LOAD);
    expect(notice.textContent).toContain('2 products could not be added to Web shop:');
    expect(notice.textContent).toContain(
      'Coffee Mug, Old Poster: Product with id: prod_3 was not found',
    );
  });
});
