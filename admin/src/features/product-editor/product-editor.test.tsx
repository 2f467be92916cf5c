import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, storeAnswer } from '../../test/api-routes.ts';
import { variantPages } from '../../test/product-detail-fixture.ts';
import { emptyCatalogLists, listedProduct } from '../../test/product-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const LOAD = { timeout: 5000 };
const variant = (n: number) => ({
  id: `variant_${n}`,
  title: `Tee ${n}`,
  sku: `TEE-${n}`,
  manage_inventory: true,
  inventory_quantity: n,
  prices: [
    { id: `ma_${n}`, currency_code: 'eur', amount: 1250, region_id: null, price_list_id: null },
  ],
});
const product = listedProduct('prod_1', 'Linen Shirt', {
  variants: Array.from({ length: 30 }, (_, i) => variant(i + 1)) as never,
  metadata: { fabric: 'linen' },
  weight: 200,
});

function setup(path: string, create: unknown = { product: { ...product, variants: [] } }) {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/store': storeAnswer(),
    'GET /admin/regions': { regions: [], count: 0, offset: 0, limit: 1000 },
    'GET /admin/stock-locations': { stock_locations: [], count: 0, offset: 0, limit: 1000 },
    ...emptyCatalogLists,
    'GET /admin/products/prod_1': { product },
    'GET /admin/products/prod_1/variants': variantPages(() => product.variants ?? []),
    'POST /admin/products': () => create,
    'DELETE /admin/products/prod_1': { id: 'prod_1', object: 'product', deleted: true },
    'GET /admin/products': { products: [], count: 0, offset: 0, limit: 20 },
  });
  return { ...routes, ...renderApp(path, routes.api) };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('the product editor', { timeout: 20_000 }, () => {
  it('walks the wizard: refuses an empty title, makes the variants, sends one price to all', async () => {
    const failure = Response.json(
      { type: 'duplicate_error', message: 'Product with handle tee already exists' },
      { status: 422 },
    );
    const { called } = setup('/app/a/products/new', failure);
    await screen.findByRole('heading', { name: 'Step 1 of 7: Details' }, LOAD);
    next();
    expect(await screen.findByText('Enter a title.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'Tee' } });
    next();
    await screen.findByRole('heading', { name: 'Step 2 of 7: Organize' });
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'Add an option' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Option 1' }), {
      target: { value: 'Size' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Values of option 1/ }), {
      target: { value: 'S, M' },
    });
    await screen.findByRole('heading', { name: 'Variants (2)' });
    next();
    await screen.findByRole('heading', { name: 'Step 4 of 7: Prices' });
    fireEvent.change(screen.getByRole('textbox', { name: 'EUR for all variants' }), {
      target: { value: '12.50' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to all variants' }));
    next();
    await screen.findByRole('heading', { name: 'Step 5 of 7: Stock' });
    next();
    await screen.findByRole('heading', { name: 'Step 6 of 7: Images' });
    next();
    await screen.findByRole('heading', { name: 'Step 7 of 7: Review' });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(
      await screen.findByText(
        'The product could not be created: Product with handle tee already exists',
        {},
        LOAD,
      ),
    ).toBeTruthy();
    const [request] = called('POST', '/admin/products');
    expect(request?.body).toMatchObject({
      title: 'Tee',
      options: [{ title: 'Size' }],
      variants: [
        { title: 'S', options: [{ value: 'S' }], prices: [{ currency_code: 'eur', amount: 1250 }] },
        { title: 'M', options: [{ value: 'M' }], prices: [{ currency_code: 'eur', amount: 1250 }] },
      ],
    });
    // What was entered is still there.
    expect(screen.getByRole('heading', { name: 'Step 7 of 7: Review' })).toBeTruthy();
  });

  it('shows the product in sections with variants a page at a time, and deletes it', async () => {
    const { router, called } = setup('/app/a/products/prod_1');
    await screen.findByRole('heading', { name: 'Linen Shirt', level: 1 }, LOAD);
    const variants = screen.getByRole('region', { name: 'Variants' });
    expect(await within(variants).findByText('Variants 1–25 of 30')).toBeTruthy();
    expect(within(variants).getAllByRole('row')).toHaveLength(26);
    fireEvent.click(within(variants).getByRole('button', { name: 'Next variants' }));
    // The server pages the variants: a product may have hundreds.
    expect(await within(variants).findByRole('rowheader', { name: 'Tee 30' })).toBeTruthy();
    expect(within(variants).getByText('Variants 26–30 of 30')).toBeTruthy();
    expect(within(variants).queryByRole('rowheader', { name: 'Tee 1' })).toBeNull();
    expect(
      called('GET', '/admin/products/prod_1/variants').map((r) => r.search.get('offset')),
    ).toEqual(['0', '25']);
    fireEvent.click(within(variants).getByRole('button', { name: 'Previous variants' }));
    expect(await within(variants).findByRole('rowheader', { name: 'Tee 1' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Metadata' })).getByText('linen'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Attributes' })).getByText('200'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the product “Linen Shirt”?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/products'));
    expect(called('DELETE', '/admin/products/prod_1')).toHaveLength(1);
  });
});
