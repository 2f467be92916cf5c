/**
 * Shopping in the built storefront, in Chromium, against the real server with the demo
 * store: browse to a product, add it to the cart, see the cart's totals; switch the region
 * and see prices and the cart change currency; a bad discount code explained; the skip
 * link and the cart drawer with the keyboard.
 */
import { describe, expect, it } from 'vitest';
import { storefrontJourney } from './storefront-journey.ts';

const shop = storefrontJourney('storefront-staff@example.com');

const total = (key: string) => shop.page.locator(`[data-total="${key}"] dd`);

async function addTShirtToCart() {
  await shop.page.goto(`${shop.server.url}/products/t-shirt`);
  await shop.page.getByRole('heading', { level: 1, name: 'Classic T-Shirt' }).waitFor();
  await shop.page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = shop.page.getByRole('dialog', { name: 'Your cart' });
  await drawer.getByText('Classic T-Shirt', { exact: true }).waitFor();
  return drawer;
}

describe('storefront shopping', () => {
  it('browses a collection to a product, adds it, and shows the cart with its totals', async () => {
    await shop.page.goto(`${shop.server.url}/`);
    await shop.page.getByRole('heading', { level: 1, name: 'Welcome to the store' }).waitFor();
    await shop.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Collections' })
      .click();
    await shop.page.getByRole('menuitem', { name: 'Essentials' }).click();
    await shop.page.getByRole('heading', { level: 1, name: 'Essentials' }).waitFor();
    expect(new URL(shop.page.url()).pathname).toBe('/collections/essentials');

    // The T-shirt is the oldest product: sorted by name it is on the first page.
    await shop.page
      .getByRole('combobox', { name: 'Sort by' })
      .selectOption({ label: 'Name, A to Z' });
    await shop.page.waitForURL((url) => url.searchParams.get('sort') === 'title');
    await shop.page.getByRole('link', { name: 'Classic T-Shirt' }).click();
    await shop.page.getByRole('heading', { level: 1, name: 'Classic T-Shirt' }).waitFor();
    expect(new URL(shop.page.url()).pathname).toBe('/products/t-shirt');
    // 19.50 € before the region's 20 % tax.
    expect(await shop.page.getByTestId('price').first().textContent()).toBe('€23.40');
    await shop.page.getByText('Incl. 20% tax').waitFor();
    await shop.page.getByRole('radio', { name: 'M' }).check();
    await shop.page.getByRole('button', { name: 'Increase quantity' }).click();
    await shop.page.getByRole('button', { name: 'Add to cart' }).click();

    const drawer = shop.page.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByText('M / White').waitFor();
    await drawer.getByRole('link', { name: 'View cart' }).click();
    await shop.page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();
    await shop.page
      .getByRole('group', { name: 'Quantity of Classic T-Shirt' })
      .getByText('2')
      .waitFor();
    // Europe's prices exclude its tax: the line and the subtotal without it, then a Tax
    // row, and no discount or gift card rows while there is none (issue 24's rule).
    expect(await shop.page.getByTestId('line-amount').textContent()).toBe('€39.00');
    expect(await total('subtotal').textContent()).toBe('€39.00');
    expect(await total('tax').textContent()).toBe('€7.80');
    expect(await total('total').textContent()).toBe('€46.80');
    expect(
      await shop.page.locator('[data-total="discount"], [data-total="giftCard"]').count(),
    ).toBe(0);
    await shop.page.getByRole('button', { name: 'Cart, items: 2' }).waitFor();
    expect(shop.pageErrors).toEqual([]);
  });

  it('changes the currency and the prices with the region, and moves the cart with it', async () => {
    await addTShirtToCart();
    await shop.page.keyboard.press('Escape');
    await shop.page
      .getByRole('combobox', { name: 'Country or region' })
      .selectOption({ label: 'United States · USD' });
    // North America: 21.45 $, no tax.
    await shop.page.getByTestId('price').first().filter({ hasText: '$21.45' }).waitFor();
    expect(await shop.page.getByText('Incl. 20% tax').count()).toBe(0);

    await shop.page.goto(`${shop.server.url}/cart`);
    await total('total').filter({ hasText: '$21.45' }).waitFor();
    // Remembered: a new visit still shops in dollars.
    await shop.page.goto(`${shop.server.url}/products/t-shirt`);
    await shop.page.getByTestId('price').first().filter({ hasText: '$21.45' }).waitFor();
    expect(shop.pageErrors).toEqual([]);
  });

  it('explains a discount code the store does not have, and keeps the totals', async () => {
    await addTShirtToCart();
    await shop.page.goto(`${shop.server.url}/cart`);
    await total('total').filter({ hasText: '€23.40' }).waitFor();
    await shop.page.getByLabel('Discount code').fill('NOT-A-CODE');
    await shop.page.getByLabel('Discount code').press('Enter');
    const alert = shop.page.getByRole('alert').filter({ hasText: 'discount code' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'This discount code does not exist. Check the spelling and try again.',
    );
    expect(await shop.page.getByLabel('Discount code').getAttribute('aria-invalid')).toBe('true');
    expect(await total('total').textContent()).toBe('€23.40');
  });

  it('is usable with the keyboard: skip link first, focus kept in the drawer and returned', async () => {
    await shop.page.goto(`${shop.server.url}/products/t-shirt`);
    await shop.page.getByRole('heading', { level: 1, name: 'Classic T-Shirt' }).waitFor();
    await shop.page.keyboard.press('Tab');
    const skip = shop.page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await shop.page.keyboard.press('Enter');
    expect(await shop.page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Classic T-Shirt',
    );

    const cartButton = shop.page.getByRole('button', { name: 'Cart, items: 0' });
    await cartButton.focus();
    await shop.page.keyboard.press('Enter');
    const drawer = shop.page.getByRole('dialog', { name: 'Your cart' });
    await drawer.getByText('Your cart is empty.').waitFor();
    for (let step = 0; step < 4; step += 1) {
      await shop.page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await shop.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await cartButton.evaluate((element) => element === document.activeElement)).toBe(true);

    // After adding, focus goes back to the add-to-cart button when the drawer closes.
    await shop.page.getByRole('button', { name: 'Add to cart' }).click();
    await drawer.getByText('Classic T-Shirt', { exact: true }).waitFor();
    await shop.page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    const addButton = shop.page.getByRole('button', { name: 'Add to cart' });
    await expect
      .poll(() => addButton.evaluate((element) => element === document.activeElement))
      .toBe(true);
  });
});
