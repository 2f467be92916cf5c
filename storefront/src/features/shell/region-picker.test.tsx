import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/fake-store.ts';
import { renderApp } from '../../test/render-app.tsx';

async function chooseCountry(name: string) {
  const user = userEvent.setup();
  const picker = await screen.findByRole('combobox', { name: 'Country or region' });
  await user.selectOptions(picker, within(picker).getByRole('option', { name }));
}

describe('region picker', () => {
  it('lists the countries of every region with its currency', async () => {
    renderApp('/', fakeStore().api);
    const picker = await screen.findByRole('combobox', { name: 'Country or region' });
    const options = within(picker).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Germany · EUR',
      'France · EUR',
      'United States · USD',
    ]);
  });

  it('re-prices the catalogue in the chosen region and remembers the choice', async () => {
    const store = fakeStore();
    renderApp('/', store.api);
    const section = await screen.findByRole('region', { name: 'Featured products' });
    // Europe's net price, as its cart shows the line (issue 24's tax display rule).
    await within(section).findByText('€99.00');

    await chooseCountry('United States · USD');
    // North America: US dollars, no tax.
    expect(await within(section).findByText('$108.90')).toBeTruthy();
    expect(store.requests).toContain(
      'GET /store/products?limit=4&order=-created_at&region_id=reg_na',
    );
    expect(JSON.parse(window.localStorage.getItem('commerce.storefront.region') ?? '{}')).toEqual({
      regionId: 'reg_na',
      countryCode: 'us',
    });
  });

  it('moves the cart to the chosen region and country', async () => {
    const store = fakeStore();
    await store.api(
      new Request('http://api.test/store/carts', {
        method: 'POST',
        body: JSON.stringify({
          region_id: 'reg_eu',
          items: [{ variant_id: 'var_a3', quantity: 1 }],
        }),
      }),
    );
    window.localStorage.setItem('commerce.storefront.cart-id', JSON.stringify('cart_1'));
    renderApp('/cart', store.api);
    await screen.findByText('Limited Print');
    expect(document.querySelector('[data-total="total"] dd')?.textContent).toBe('€118.80');

    await chooseCountry('United States · USD');
    await waitFor(() =>
      expect(document.querySelector('[data-total="total"] dd')?.textContent).toBe('$108.90'),
    );
    expect(store.carts.get('cart_1')?.region_id).toBe('reg_na');
  });
});
