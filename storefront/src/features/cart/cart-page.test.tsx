import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/fake-store.ts';
import { renderApp } from '../../test/render-app.tsx';

/** A store with a remembered cart of two T-shirts (S / White) in Europe. */
async function withCart() {
  const store = fakeStore();
  await store.api(
    new Request('http://api.test/store/carts', {
      method: 'POST',
      body: JSON.stringify({
        region_id: 'reg_eu',
        items: [{ variant_id: 'var_s_white', quantity: 2 }],
      }),
    }),
  );
  window.localStorage.setItem('commerce.storefront.cart-id', JSON.stringify('cart_1'));
  return store;
}

const total = (key: string) =>
  document.querySelector(`[data-total="${key}"] dd`)?.textContent ?? '';

describe('cart page', () => {
  it('says the cart is empty, with a way back to the products', async () => {
    renderApp('/cart', fakeStore().api);
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
      '/products',
    );
  });

  it('restores the remembered cart and shows its totals from the server', async () => {
    renderApp('/cart', (await withCart()).api);
    expect(await screen.findByText('Classic T-Shirt')).toBeTruthy();
    // Europe adds its 20 % tax: net lines adding up to the subtotal, then a Tax row; no
    // discount, gift card or shipping rows while there is none.
    expect(screen.getByTestId('line-amount').textContent).toBe('€39.00');
    expect(total('subtotal')).toBe('€39.00');
    expect(total('tax')).toBe('€7.80');
    expect(total('total')).toBe('€46.80');
    expect(
      [...document.querySelectorAll('[data-total]')].map((row) => row.getAttribute('data-total')),
    ).toEqual(['subtotal', 'tax', 'total']);
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('changes quantities and removes lines', async () => {
    const user = userEvent.setup();
    const store = await withCart();
    renderApp('/cart', store.api);
    await screen.findByText('Classic T-Shirt');
    const quantity = screen.getByRole('group', { name: 'Quantity of Classic T-Shirt' });
    await user.click(
      within(quantity).getByRole('button', { name: 'Increase quantity of Classic T-Shirt' }),
    );
    await waitFor(() => expect(total('subtotal')).toBe('€58.50'));
    expect(within(quantity).getByText('3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Classic T-Shirt from the cart' }));
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(store.requests).toContain('DELETE /store/carts/cart_1/line-items/item_1');
  });

  it('explains a discount code the store does not know, and changes nothing', async () => {
    const user = userEvent.setup();
    renderApp('/cart', (await withCart()).api);
    await screen.findByText('Classic T-Shirt');
    const field = screen.getByLabelText('Discount code');
    await user.type(field, 'NOPE');
    await user.click(
      within(field.closest('form') as HTMLElement).getByRole('button', { name: 'Apply' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'This discount code does not exist. Check the spelling and try again.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(total('total')).toBe('€46.80');
  });

  it('applies a discount code, shows it in the totals, and removes it', async () => {
    const user = userEvent.setup();
    const store = await withCart();
    renderApp('/cart', store.api);
    await screen.findByText('Classic T-Shirt');
    await user.type(screen.getByLabelText('Discount code'), 'save10{Enter}');
    expect(await screen.findByText('Discount code SAVE10 applied.')).toBeTruthy();
    await waitFor(() => expect(total('discount')).toBe('−€3.90'));
    expect(total('total')).toBe('€42.12');
    await user.click(screen.getByRole('button', { name: 'Remove discount code SAVE10' }));
    await waitFor(() => expect(document.querySelector('[data-total="discount"]')).toBeNull());
    expect(store.requests).toContain('DELETE /store/carts/cart_1/discounts/SAVE10');
  });

  it('asks for a code before applying an empty one', async () => {
    const user = userEvent.setup();
    const store = await withCart();
    renderApp('/cart', store.api);
    await screen.findByText('Classic T-Shirt');
    const field = screen.getByLabelText('Gift card code');
    await user.click(
      within(field.closest('form') as HTMLElement).getByRole('button', { name: 'Apply' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a code first.');
    expect(store.requests.filter((r) => r === 'POST /store/carts/cart_1')).toEqual([]);
  });
});
