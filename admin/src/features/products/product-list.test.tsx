import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminUser, apiRoutes, type FakeHandler } from '../../test/api-routes.ts';
import { stubGridLayout } from '../../test/grid-layout.ts';
import { emptyCatalogLists, listedProduct, productPage } from '../../test/product-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

stubGridLayout();

const shirt = listedProduct('prod_1', 'Linen Shirt', {
  status: 'published',
  collection: {
    id: 'pcol_1',
    title: 'Summer',
    handle: 'summer',
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    deleted_at: null,
    metadata: null,
  },
});
const mug = listedProduct('prod_2', 'Coffee Mug');
const many = Array.from({ length: 1000 }, (_, i) => listedProduct(`prod_m${i}`, `Item ${i}`));

function setup(products: FakeHandler | object = productPage([shirt, mug])) {
  return apiRoutes({
    'GET /admin/auth': { user: adminUser },
    ...emptyCatalogLists,
    'GET /admin/products': products,
    'GET /admin/products/prod_2': { product: mug },
  });
}

/** The first page waits for the app, its route chunk and six requests. */
const LOAD = { timeout: 5000 };

const lastListQuery = (requests: { path: string; method: string; search: URLSearchParams }[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === '/admin/products').at(-1)?.search;

afterEach(() => localStorage.clear());

describe('the product list', { timeout: 20_000 }, () => {
  it('lists a page of products in a grid with their columns', async () => {
    const { api, requests } = setup();
    renderApp('/app/a/products', api);

    const grid = await screen.findByRole('grid', { name: 'Products' }, LOAD);
    expect(screen.getByRole('heading', { name: 'Products', level: 1 })).toBeTruthy();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      '',
      'Title',
      'Status',
      'Collection',
      'Type',
      'Sales channels',
      'Variants',
      'Updated',
    ]);
    expect(within(grid).getByRole('link', { name: 'Linen Shirt' })).toBeTruthy();
    expect(within(grid).getByText('Published')).toBeTruthy();
    expect(within(grid).getByText('Summer')).toBeTruthy();
    expect(grid.getAttribute('aria-rowcount')).toBe('3');
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
    const query = lastListQuery(requests);
    expect(query?.get('limit')).toBe('20');
    expect(query?.get('offset')).toBe('0');
  });

  it('keeps filters and sort in the URL, and Back undoes them', async () => {
    const { api, requests } = setup();
    const { router } = renderApp('/app/a/products', api);
    await screen.findByRole('grid', { name: 'Products' }, LOAD);

    fireEvent.click(screen.getByRole('button', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Published' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: ['published'] }));
    await waitFor(() => expect(lastListQuery(requests)?.getAll('status[]')).toEqual(['published']));
    expect(screen.getByRole('button', { name: 'Status: 1 chosen' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ status: ['published'], order: 'title' }),
    );
    expect(screen.getByRole('columnheader', { name: 'Title' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );

    router.history.back();
    await waitFor(() => expect(router.state.location.search).toEqual({ status: ['published'] }));
    router.history.back();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(lastListQuery(requests)?.has('status[]')).toBe(false));
  });

  it('opens with the filters of a shared link, ignoring values that do not exist', async () => {
    const { api, requests } = setup();
    const { router } = renderApp(
      '/app/a/products?status=%5B%22draft%22%2C%22nonsense%22%5D&order=-updated_at&limit=7',
      api,
    );
    await screen.findByRole('grid', { name: 'Products' }, LOAD);
    expect(router.state.matches.at(-1)?.search).toEqual({
      status: ['draft'],
      order: '-updated_at',
    });
    const query = lastListQuery(requests);
    expect(query?.getAll('status[]')).toEqual(['draft']);
    expect(query?.get('order')).toBe('-updated_at');
    expect(query?.get('limit')).toBe('20');
  });

  it('searches once typing pauses, replacing the URL rather than adding history', async () => {
    const { api, requests } = setup();
    const { router } = renderApp('/app/a/products', api);
    await screen.findByRole('grid', { name: 'Products' }, LOAD);
    const before = router.history.length;

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), {
      target: { value: 'linen' },
    });
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'linen' }));
    await waitFor(() => expect(lastListQuery(requests)?.get('q')).toBe('linen'));
    expect(router.history.length).toBe(before);
  });

  it('moves with the arrow keys, selects with Space and opens with Enter', async () => {
    const { api } = setup();
    const { router } = renderApp('/app/a/products', api);
    const grid = await screen.findByRole('grid', { name: 'Products' }, LOAD);

    grid.focus();
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    const active = document.getElementById(grid.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('Coffee Mug');
    fireEvent.keyDown(grid, { key: ' ' });
    expect(screen.getByRole('checkbox', { name: 'Select Coffee Mug' })).toHaveProperty(
      'checked',
      true,
    );
    expect(
      within(screen.getByRole('toolbar', { name: 'Actions on the selected products' })).getByText(
        '1 selected',
      ),
    ).toBeTruthy();

    fireEvent.keyDown(grid, { key: 'Enter' });
    await screen.findByRole('heading', { name: 'Coffee Mug', level: 1 });
    expect(router.state.location.pathname).toBe('/a/products/prod_2');
  });

  it('renders only the rows in view of a 1 000-row page, and the active row when far away', async () => {
    const { api } = setup(productPage(many, 1000));
    renderApp('/app/a/products?limit=1000', api);
    const grid = await screen.findByRole('grid', { name: 'Products' }, LOAD);

    expect(grid.getAttribute('aria-rowcount')).toBe('1001');
    const rendered = within(grid).getAllByRole('row').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);

    grid.focus();
    fireEvent.keyDown(grid, { key: 'End', ctrlKey: true });
    const active = document.getElementById(grid.getAttribute('aria-activedescendant') ?? '');
    expect(active?.closest('[role="row"]')?.getAttribute('aria-rowindex')).toBe('1001');
  });

  it('hides and shows columns from the Columns menu', async () => {
    const { api } = setup();
    const { router } = renderApp('/app/a/products', api);
    const grid = await screen.findByRole('grid', { name: 'Products' }, LOAD);

    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Collection' }));
    await waitFor(() =>
      expect(within(grid).queryByRole('columnheader', { name: 'Collection' })).toBeNull(),
    );
    expect(router.state.location.search.columns).toEqual([
      'title',
      'status',
      'type',
      'sales_channels',
      'variants',
      'updated_at',
    ]);
  });
});

describe('the product list states', { timeout: 20_000 }, () => {
  it('says why the list failed and retries', async () => {
    let calls = 0;
    const { api } = setup(() => {
      calls += 1;
      return calls === 1
        ? Response.json(
            { type: 'unexpected_state', message: 'The database is busy' },
            { status: 500 },
          )
        : productPage([shirt]);
    });
    renderApp('/app/a/products', api);

    const alert = await screen.findByRole('alert', {}, LOAD);
    expect(alert.textContent).toContain('The list could not be loaded');
    expect(alert.textContent).toContain('The database is busy');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('grid', { name: 'Products' }, LOAD)).toBeTruthy();
  });

  it('tells an empty catalogue from a search that matches nothing', async () => {
    const { api } = setup(productPage([]));
    const { router } = renderApp('/app/a/products?q=zzz', api);

    expect(await screen.findByRole('heading', { name: 'Nothing matches' }, LOAD)).toBeTruthy();
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Clear search and filters' })[0] as HTMLElement,
    );
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeTruthy();
    expect(router.state.location.search).toEqual({});
  });
});
