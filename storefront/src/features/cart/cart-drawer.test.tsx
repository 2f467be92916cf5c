import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/fake-store.ts';
import { renderApp } from '../../test/render-app.tsx';

/** A store with a remembered cart of two T-shirts (S / White) and one print in Europe. */
async function withCart() {
  const store = fakeStore();
  await store.api(
    new Request('http://api.test/store/carts', {
      method: 'POST',
      body: JSON.stringify({
        region_id: 'reg_eu',
        items: [
          { variant_id: 'var_s_white', quantity: 2 },
          { variant_id: 'var_a3', quantity: 1 },
        ],
      }),
    }),
  );
  window.localStorage.setItem('commerce.storefront.cart-id', JSON.stringify('cart_1'));
  return store;
}

describe('cart drawer', () => {
  it('shows each line with its thumbnail and its unit price times the quantity', async () => {
    const user = userEvent.setup();
    const store = await withCart();
    renderApp('/', store.api);
    await user.click(await screen.findByRole('button', { name: 'Cart, items: 3' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    await within(drawer).findByText('Classic T-Shirt');

    const lines = within(drawer).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const [shirt, print] = lines as [HTMLElement, HTMLElement];
    // Europe's prices exclude its tax: the unit price and the line without it (the rule of
    // the cart page), so 2 × €19.50 makes the line's €39.00.
    expect(within(shirt).getByTestId('line-unit').textContent).toBe('2 × €19.50');
    expect(within(shirt).getByTestId('line-amount').textContent).toBe('€39.00');
    expect(within(print).getByTestId('line-unit').textContent).toBe('1 × €99.00');

    // The thumbnail is sized before it loads (nothing shifts), loaded lazily, and
    // decorative: the title beside it already names the line, so it is not read twice.
    const image = shirt.querySelector('img');
    expect(image?.getAttribute('src')).toBe('http://img.test/prod_t-shirt.png');
    expect(image?.getAttribute('alt')).toBe('');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['48', '48']);
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(within(drawer).queryAllByRole('img')).toEqual([]);
  });

  it('follows a quantity change in the unit price line', async () => {
    const user = userEvent.setup();
    renderApp('/', (await withCart()).api);
    await user.click(await screen.findByRole('button', { name: 'Cart, items: 3' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    await within(drawer).findByText('Classic T-Shirt');
    await user.click(
      within(drawer).getByRole('button', { name: 'Increase quantity of Classic T-Shirt' }),
    );
    const [shirt] = within(drawer).getAllByRole('listitem') as [HTMLElement];
    await waitFor(() =>
      expect(within(shirt).getByTestId('line-unit').textContent).toBe('3 × €19.50'),
    );
    expect(within(shirt).getByTestId('line-amount').textContent).toBe('€58.50');
  });
});
