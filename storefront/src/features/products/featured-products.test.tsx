import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, unreachableApi } from '../../test/render-app.tsx';

function productList(titles: string[]) {
  return {
    count: titles.length,
    limit: 4,
    offset: 0,
    products: titles.map((title, index) => ({ id: `prod_${index}`, title })),
  };
}

describe('storefront home', () => {
  it('shows a loading state, then the titles of the first four products', async () => {
    const queries: string[] = [];
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    renderApp('/', async (request) => {
      const url = new URL(request.url);
      queries.push(`${url.pathname}${url.search}`);
      await answered;
      return Response.json(productList(['Coffee mug', 'Tote bag']));
    });

    expect(await screen.findByText('Loading products…')).toBeTruthy();
    answer();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Coffee mug', 'Tote bag']);
    expect(screen.queryByText('Loading products…')).toBeNull();
    expect(queries).toEqual(['/store/products?limit=4']);
  });

  it('says so when the store has no products', async () => {
    renderApp('/', async () => Response.json(productList([])));

    expect(await screen.findByText('No products yet.')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows a short message when the API cannot be reached', async () => {
    renderApp('/', unreachableApi);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Products could not be loaded. Please try again later.');
  });
});
