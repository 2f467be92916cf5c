import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, apiRoutes } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { listedProduct, productPage } from '../../test/product-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { Category } from './category-tree.ts';

stubGridLayout();

const LOAD = { timeout: 5000 };
const dress = listedProduct('prod_dress', 'Linen dress');
const scarf = listedProduct('prod_scarf', 'Silk scarf');

const category = (
  id: string,
  name: string,
  rank: number,
  children: Category[] = [],
  parent: string | null = null,
): Category => ({
  id,
  name,
  description: '',
  handle: name.toLowerCase(),
  mpath: null,
  is_active: true,
  is_internal: false,
  rank,
  parent_category_id: parent,
  category_children: children,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  metadata: null,
});

const tree = [
  category('pcat_men', 'Men', 0, [category('pcat_shirts', 'Shirts', 0, [], 'pcat_men')]),
  category('pcat_women', 'Women', 1),
];

function setup() {
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/product-categories': {
      product_categories: tree,
      count: 2,
      offset: 0,
      limit: 1000,
    },
    'POST /admin/product-categories/pcat_women': (_request, body) => ({
      product_category: { ...tree[1], ...(body as object) },
    }),
    'POST /admin/product-categories': (_request, body) => ({
      product_category: category('pcat_new', (body as { name: string }).name, 0),
    }),
    'GET /admin/product-categories/pcat_women': { product_category: tree[1] },
    // The category's own products when filtered by it; the whole catalogue for the search.
    'GET /admin/products': (request) =>
      new URL(request.url).searchParams.has('category_id')
        ? productPage([dress])
        : productPage([dress, scarf]),
    'POST /admin/product-categories/pcat_women/products/batch': { product_category: tree[1] },
    'DELETE /admin/product-categories/pcat_women/products/batch': { product_category: tree[1] },
    'DELETE /admin/product-categories/pcat_men': Response.json(
      { type: 'not_allowed', message: 'Deleting categories with children is not allowed' },
      { status: 400 },
    ),
  });
  return { ...routes, ...renderApp('/app/a/product-categories', routes.api) };
}

async function openActions(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }, LOAD));
  return screen.findByRole('menu', { name: `Actions for ${name}` });
}

describe('the category tree', { timeout: 20_000 }, () => {
  it('shows the categories nested, each level a named list', async () => {
    setup();
    const top = await screen.findByRole('list', { name: 'Categories' }, LOAD);
    const children = within(top).getByRole('list', { name: 'Subcategories of Men' });
    expect(within(children).getByText('Shirts')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Categories', level: 1 })).toBeTruthy();
  });

  it('moves a category with the keyboard alternative to dragging', async () => {
    const { called } = setup();
    const menu = await openActions('Women');
    expect(
      within(menu).getByRole('menuitem', { name: 'Move down' }).getAttribute('aria-disabled'),
    ).toBe('true');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Move into the category above' }));
    await waitFor(() =>
      expect(called('POST', '/admin/product-categories/pcat_women').map((r) => r.body)).toEqual([
        { parent_category_id: 'pcat_men', rank: 1 },
      ]),
    );
    expect(await screen.findByText('Women moved.')).toBeTruthy();
  });

  it("shows the server's refusal to delete a category with subcategories", async () => {
    setup();
    const menu = await openActions('Men');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the category “Men”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Deleting categories with children is not allowed', {}, LOAD),
    ).toBeTruthy();
  });

  it('creates a subcategory under the chosen parent', async () => {
    const { called } = setup();
    const menu = await openActions('Men');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Add subcategory' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category under Men' });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Jackets' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    await waitFor(() =>
      expect(called('POST', '/admin/product-categories').map((r) => r.body)).toEqual([
        {
          name: 'Jackets',
          description: '',
          is_active: true,
          is_internal: false,
          parent_category_id: 'pcat_men',
        },
      ]),
    );
  });

  it('adds products to a category and takes one out of it', async () => {
    const { called } = setup();
    const menu = await openActions('Women');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Products in “Women”' });
    const inCategory = await within(dialog).findByRole('grid', {}, LOAD);
    expect(await within(inCategory).findByText('Linen dress', {}, LOAD)).toBeTruthy();

    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Silk scarf' }, LOAD));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to category' }));
    await waitFor(() =>
      expect(
        called('POST', '/admin/product-categories/pcat_women/products/batch').map((r) => r.body),
      ).toEqual([{ product_ids: [{ id: 'prod_scarf' }] }]),
    );
    expect(await screen.findByText('Products added to “Women”.')).toBeTruthy();

    fireEvent.click(within(inCategory).getByRole('checkbox', { name: /Linen dress/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove from category' }));
    await waitFor(() =>
      expect(
        called('DELETE', '/admin/product-categories/pcat_women/products/batch').map((r) => r.body),
      ).toEqual([{ product_ids: [{ id: 'prod_dress' }] }]),
    );
  });
});
