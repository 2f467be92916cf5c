import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/fake-store.ts';
import { product, tShirt } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const many = Array.from({ length: 14 }, (_, index) =>
  product(`prod_item-${index + 1}`, `Item ${index + 1}`, [
    { id: `var_${index}`, title: 'One', values: { Size: 'One' }, eur: 1000, usd: 1100 },
  ]),
);

describe('product listing', () => {
  it('pages through the catalogue with ?page= links', async () => {
    const store = fakeStore({ products: many });
    const { router } = renderApp('/products?page=2', store.api);
    expect(await screen.findByRole('heading', { level: 1, name: 'All products' })).toBeTruthy();
    expect(await screen.findByText('Products found: 14')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(
      screen.getAllByRole('listitem').map((item) => within(item).getByRole('link').textContent),
    ).toEqual(['Item 13', 'Item 14']);
    expect(store.requests).toContain(
      'GET /store/products?limit=12&offset=12&order=-created_at&region_id=reg_eu',
    );
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    const previous = within(pages).getByRole('link', { name: 'Previous page' });
    expect(previous.getAttribute('href')).toBe('/products');
    await userEvent.setup().click(previous);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
  });

  it('drops search params that do not fit instead of failing', async () => {
    const store = fakeStore();
    const { router } = renderApp('/products?page=-3&sort=cheapest', store.api);
    await screen.findByText('Products found: 2');
    expect(Object.values(router.state.matches.at(-1)?.search ?? {}).filter(Boolean)).toEqual([]);
    expect(store.requests).toContain(
      'GET /store/products?limit=12&offset=0&order=-created_at&region_id=reg_eu',
    );
  });

  it('filters by a collection named by its handle, and sorts', async () => {
    const store = fakeStore({
      products: [{ ...tShirt, collection_id: 'pcol_1' }, ...many.slice(0, 2)],
    });
    renderApp('/products?collection=essentials&sort=title', store.api);
    expect(await screen.findByText('Products found: 1')).toBeTruthy();
    expect(store.requests).toContain(
      'GET /store/products?limit=12&offset=0&order=title&collection_id[]=pcol_1&region_id=reg_eu',
    );
  });

  it('reads a page of products once: the route starts the read, the page shows it', async () => {
    const store = fakeStore({
      products: [{ ...tShirt, collection_id: 'pcol_1' }, ...many.slice(0, 2)],
    });
    renderApp('/products?collection=essentials', store.api);
    expect(await screen.findByText('Products found: 1')).toBeTruthy();
    const productReads = store.requests.filter((request) =>
      request.startsWith('GET /store/products?'),
    );
    expect(productReads).toEqual([
      'GET /store/products?limit=12&offset=0&order=-created_at&collection_id[]=pcol_1&region_id=reg_eu',
    ]);
  });

  it('says nothing matches a collection the store does not have, and offers to clear', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/products?collection=gone', fakeStore().api);
    expect(await screen.findByText('No products match.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByText('Products found: 2')).toBeTruthy();
  });

  it('searches through the search endpoint and shows the hits priced in the region', async () => {
    const user = userEvent.setup();
    const store = fakeStore();
    const { router } = renderApp('/', store.api);
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search products' }),
      'shirt{Enter}',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “shirt”' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/products');
    expect(router.state.location.search).toEqual({ q: 'shirt' });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Classic T-Shirt',
    ]);
    expect(store.requests).toContain('POST /store/products/search');
    expect(store.requests.some((r) => r.includes('id[]=prod_t-shirt'))).toBe(true);
  });

  it('says so when a search finds nothing', async () => {
    renderApp('/products?q=zebra', fakeStore().api);
    expect(await screen.findByText('Nothing matches “zebra”.')).toBeTruthy();
  });
});
