import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/fake-store.ts';
import { europe, northAmerica, product } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('product page', () => {
  it('resolves the variant from the options and shows its price, stock and tax', async () => {
    const user = userEvent.setup();
    renderApp('/products/t-shirt', fakeStore().api);

    expect(await screen.findByRole('heading', { level: 1, name: 'Classic T-Shirt' })).toBeTruthy();
    // Europe's prices are net: €19.50 as the cart's line shows it, its 20 % added at checkout.
    expect(screen.getByTestId('price').textContent).toBe('€19.50');
    expect(screen.getByTestId('tax-note').textContent).toBe('Excl. 20% tax');
    expect(screen.getByRole('status').textContent).toBe('In stock');

    const size = screen.getByRole('radiogroup', { name: 'Size' });
    await user.click(within(size).getByRole('radio', { name: 'M' }));
    expect(screen.getByRole('status').textContent).toBe('Low stock, units left: 2');
    expect(screen.getByText('Available to add: 2')).toBeTruthy();

    // S / Black is out of stock and allows no backorder: marked so beside S, not beside M.
    const black = screen.getByRole('radio', { name: 'Black' });
    expect(black.getAttribute('aria-describedby')).toBeNull();
    await user.click(within(size).getByRole('radio', { name: 'S' }));
    expect(black.getAttribute('aria-describedby')).not.toBeNull();
    expect(document.getElementById(black.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Out of stock',
    );
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    expect(screen.getByTestId('price').textContent).toBe('€24.50');
    expect(screen.getByRole('status').textContent).toBe('Out of stock');
    expect(screen.getByRole('button', { name: 'Add to cart' }).hasAttribute('disabled')).toBe(true);

    // M / Black does not exist.
    await user.click(within(size).getByRole('radio', { name: 'M' }));
    expect(screen.getByText('This combination is not available.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to cart' }).hasAttribute('disabled')).toBe(true);
  });

  it('says so when the quantity typed is more than is left, and adds what is left', async () => {
    const user = userEvent.setup();
    const store = fakeStore();
    renderApp('/products/t-shirt', store.api);
    await screen.findByRole('heading', { level: 1, name: 'Classic T-Shirt' });
    await user.click(screen.getByRole('radio', { name: 'M' }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '9');
    expect((quantity as HTMLInputElement).value).toBe('2');
    expect(screen.getByText('Only 2 left: the quantity is set to 2.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Your cart' });
    expect([...store.carts.values()][0]?.items?.[0]).toMatchObject({ quantity: 2 });
  });

  it('lets an out-of-stock variant that allows backorder be added', async () => {
    renderApp('/products/limited-print', fakeStore().api);
    expect(await screen.findByText('Out of stock: available on backorder')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to cart' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('adds to a new server cart made from the session cart, then opens the drawer on it', async () => {
    const user = userEvent.setup();
    const store = fakeStore();
    renderApp('/products/t-shirt', store.api);
    await screen.findByRole('heading', { level: 1, name: 'Classic T-Shirt' });
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect((quantity as HTMLInputElement).value).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(await within(drawer).findByText('Classic T-Shirt')).toBeTruthy();
    expect(within(drawer).getByText('Total').parentElement?.textContent).toBe('Total€46.80');
    expect(store.requests).toContain('POST /store/carts');
    expect([...store.carts.values()][0]?.items?.[0]).toMatchObject({
      variant_id: 'var_s_white',
      quantity: 2,
    });
    // The cart id is remembered, the session cart emptied into it.
    expect(JSON.parse(window.localStorage.getItem('commerce.storefront.cart-id') ?? 'null')).toBe(
      'cart_1',
    );
    expect(drawer.contains(document.activeElement)).toBe(true);

    // Escape closes it (focus going back is checked in Chromium: jsdom has no layout, so
    // Ariakit finds no element visible to focus).
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Cart, items: 2' })).toBeTruthy();
    // A second add goes to the same server cart.
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Your cart' });
    expect(store.requests.filter((r) => r === 'POST /store/carts')).toHaveLength(1);
    expect(store.requests).toContain('POST /store/carts/cart_1/line-items');
  });

  it('sets the document head: title, description, canonical URL and Product data', async () => {
    renderApp('/products/t-shirt', fakeStore().api);
    await screen.findByRole('heading', { level: 1, name: 'Classic T-Shirt' });
    expect(document.title).toBe('Classic T-Shirt · Commerce store');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Classic T-Shirt description.',
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/products/t-shirt`,
    );
    const data = JSON.parse(document.getElementById('structured-data')?.textContent ?? '{}');
    expect(data).toMatchObject({ '@type': 'Product', name: 'Classic T-Shirt' });
    expect(data.offers[0]).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'EUR',
      price: 19.5,
      // The price the page shows, and that tax is not in it.
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 19.5,
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: false,
      },
      availability: 'https://schema.org/InStock',
    });
    expect(data.offers[2].availability).toBe('https://schema.org/OutOfStock');
  });

  it('shows a tax-inclusive region’s price with its tax, and says so in the Product data', async () => {
    renderApp('/products/t-shirt', fakeStore({ regions: [{ ...europe, includes_tax: true }] }).api);
    await screen.findByRole('heading', { level: 1, name: 'Classic T-Shirt' });
    expect(screen.getByTestId('price').textContent).toBe('€19.50');
    expect(screen.getByTestId('tax-note').textContent).toBe('Incl. 20% tax');
    const data = JSON.parse(document.getElementById('structured-data')?.textContent ?? '{}');
    expect(data.offers[0]).toMatchObject({
      price: 19.5,
      priceSpecification: { price: 19.5, valueAddedTaxIncluded: true },
    });
  });

  it('shows a sale’s price and the original struck through, both under the rule', async () => {
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
    renderApp('/products/scarf', fakeStore({ products: [onSale] }).api);
    await screen.findByRole('heading', { level: 1, name: 'Wool Scarf' });
    // Net, as the cart would charge it before tax: €15.00, was €20.00 (not €18.00 / €24.00).
    expect(screen.getByTestId('price').textContent).toBe('Sale price€15.00 Original price€20.00');
    const data = JSON.parse(document.getElementById('structured-data')?.textContent ?? '{}');
    expect(data.offers[0].price).toBe(15);
    expect(data.offers[0].priceSpecification).toEqual([
      {
        '@type': 'UnitPriceSpecification',
        price: 15,
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: false,
      },
      {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: 20,
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: false,
      },
    ]);
  });

  it('shows no tax note in a region without tax', async () => {
    renderApp('/products/t-shirt', fakeStore({ regions: [northAmerica] }).api);
    await screen.findByRole('heading', { level: 1, name: 'Classic T-Shirt' });
    expect(screen.getByTestId('price').textContent).toBe('$21.50');
    expect(screen.queryByTestId('tax-note')).toBeNull();
  });

  it('answers not found for a handle the store does not have', async () => {
    renderApp('/products/no-such-thing', fakeStore().api);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
