import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/fake-store.ts';
import { product } from '../../test/fixtures.ts';
import { renderApp, unreachableApi } from '../../test/render-app.tsx';

describe('storefront home', () => {
  it('shows the newest products priced in the first region, under its tax rule', async () => {
    const store = fakeStore();
    renderApp('/', store.api);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the store' }),
    ).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Featured products' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Classic T-Shirt',
      'Limited Print',
    ]);
    // Europe's prices are net: €19.50 as the cart shows the line (its 20 % tax is added on
    // the cart's Tax row), and "from" because the variants differ in price.
    expect(items[0]?.textContent).toContain('From €19.50');
    expect(items[1]?.textContent).toContain('€99.00');
    expect(store.requests).toContain(
      'GET /store/products?limit=4&order=-created_at&region_id=reg_eu',
    );
    expect(
      within(screen.getByRole('region', { name: 'Featured collections' }))
        .getByRole('link', { name: 'Essentials' })
        .getAttribute('href'),
    ).toBe('/collections/essentials');
  });

  it('shows a sale on a card with the original struck through, both before tax', async () => {
    const onSale = product('prod_scarf', 'Wool Scarf', [
      {
        id: 'var_scarf',
        title: 'One size',
        values: { Size: 'One' },
        eur: 2000,
        usd: 2200,
        sale: { eur: 1500 },
      },
    ]);
    renderApp('/', fakeStore({ products: [onSale] }).api);
    const section = await screen.findByRole('region', { name: 'Featured products' });
    const [card] = await within(section).findAllByRole('listitem');
    expect(within(card as HTMLElement).getByTestId('price').textContent).toBe(
      'Sale price€15.00 Original price€20.00',
    );
  });

  it('reads each section once: the route starts the reads, the sections show them', async () => {
    const store = fakeStore();
    renderApp('/', store.api);
    const section = await screen.findByRole('region', { name: 'Featured products' });
    await within(section).findAllByRole('listitem');
    const reads = (path: string) => store.requests.filter((r) => r.startsWith(`GET ${path}?`));
    expect(reads('/store/products')).toEqual([
      'GET /store/products?limit=4&order=-created_at&region_id=reg_eu',
    ]);
    expect(reads('/store/collections')).toHaveLength(1);
  });

  it('says so when the store has no products', async () => {
    renderApp('/', fakeStore({ products: [] }).api);
    expect(await screen.findByText('No products yet.')).toBeTruthy();
  });

  it('shows a short message when the API cannot be reached', async () => {
    renderApp('/', unreachableApi);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Products could not be loaded. Please try again later.');
  });

  it('has a skip link to the main content, first in the page', async () => {
    renderApp('/', fakeStore().api);
    const skip = await screen.findByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(document.getElementById('main-content')?.tagName).toBe('MAIN');
  });
});
