/**
 * Shopping in the built storefront, in Chromium, against the real server with the demo
 * store: browse to a product, add it to the cart, see the cart's totals; switch the region
 * and see prices and the cart change currency; a bad discount code explained; the skip
 * link and the cart drawer with the keyboard. On a 390×844 phone (issue 24, item 6): the
 * compact header and its menu, the listing's filters in a sheet, the checkout's folded
 * order summary.
 */
import { storeListCollections, storeListProducts } from '@commerce/client/store/operations';
import { describe, expect, it } from 'vitest';
import { shopperClient } from './checkout-flow.ts';
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
    expect(await total('subtotal').textContent()).toBe('€39.00');
    expect(await total('tax').textContent()).toBe('€7.80');
    expect(await total('discount').textContent()).toBe('−€0.00');
    expect(await total('total').textContent()).toBe('€46.80');
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

describe('storefront on a phone (390×844)', () => {
  const PHONE = { width: 390, height: 844 };
  const isFocused = (locator: ReturnType<typeof shop.page.locator>) =>
    locator.evaluate((element) => element === document.activeElement);

  it('has a header of at most 64 px whose menu opens and closes with the keyboard', async () => {
    await shop.page.setViewportSize(PHONE);
    await shop.page.goto(`${shop.server.url}/`);
    await shop.page.getByRole('heading', { level: 1, name: 'Welcome to the store' }).waitFor();
    const header = await shop.page.getByRole('banner').boundingBox();
    expect(header?.height).toBeLessThanOrEqual(64);
    // The desktop's navigation and pickers are not in the phone's header.
    expect(await shop.page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await shop.page.getByRole('combobox', { name: 'Country or region' }).count()).toBe(0);

    const menuButton = shop.page.getByRole('button', { name: 'Menu', exact: true });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.focus();
    await shop.page.keyboard.press('Enter');
    const sheet = shop.page.getByRole('dialog', { name: 'Menu' });
    await sheet.getByRole('link', { name: 'Essentials' }).waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await sheet.getByRole('combobox', { name: 'Country or region' }).waitFor();
    await sheet.getByRole('combobox', { name: 'Language' }).waitFor();
    await sheet.getByRole('link', { name: 'Sign in' }).waitFor();
    await sheet.getByRole('link', { name: 'Create an account' }).waitFor();
    for (let step = 0; step < 6; step += 1) {
      await shop.page.keyboard.press('Tab');
      expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await shop.page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await isFocused(menuButton)).toBe(true);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

    // A link followed closes the menu and leads to its page.
    await shop.page.keyboard.press('Enter');
    await sheet.getByRole('link', { name: 'Essentials' }).click();
    await shop.page.getByRole('heading', { level: 1, name: 'Essentials' }).waitFor();
    await sheet.waitFor({ state: 'detached' });
    expect(shop.pageErrors).toEqual([]);
  });

  it('shows the first product on the first screen, and the filters in a sheet with their count', async () => {
    await shop.page.setViewportSize(PHONE);
    await shop.page.goto(`${shop.server.url}/products`);
    await shop.page.getByRole('heading', { level: 1, name: 'All products' }).waitFor();
    // The whole first card, image, name and price, on the first screen.
    const firstCard = await shop.page.locator('main article').first().boundingBox();
    expect(firstCard && firstCard.y + firstCard.height).toBeLessThanOrEqual(PHONE.height);

    const filtersButton = shop.page.getByRole('button', { name: 'Filters (0)' });
    await filtersButton.click();
    const sheet = shop.page.getByRole('dialog', { name: 'Filters (0)' });
    await sheet.getByRole('combobox', { name: 'Collection' }).selectOption({ label: 'Essentials' });
    await shop.page.waitForURL((url) => url.searchParams.get('collection') === 'essentials');
    await shop.page.getByRole('dialog', { name: 'Filters (1)' }).waitFor();
    await shop.page.getByRole('button', { name: 'Show products' }).click();
    const filtered = shop.page.getByRole('button', { name: 'Filters (1)' });
    await expect.poll(() => isFocused(filtered)).toBe(true);
    expect(await filtered.getAttribute('aria-expanded')).toBe('false');

    const client = shopperClient(shop.server.url);
    const { collections } = await storeListCollections(client, { handle: ['essentials'] });
    const { count } = await storeListProducts(client, {
      collection_id: [collections[0]?.id ?? ''],
      limit: 1,
    });
    await shop.page.getByText(`Products found: ${count}`).waitFor();
    expect(shop.pageErrors).toEqual([]);
  });

  it('folds the order summary above the checkout, with the total in its button', async () => {
    await shop.page.setViewportSize(PHONE);
    await addTShirtToCart();
    await shop.page.keyboard.press('Escape');
    await shop.page.goto(`${shop.server.url}/checkout`);
    await shop.page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    const show = shop.page.getByRole('button', { name: 'Show order summary · €23.40' });
    expect(await show.getAttribute('aria-expanded')).toBe('false');
    expect(await shop.page.getByRole('heading', { name: 'Order summary' }).isVisible()).toBe(false);
    const button = await show.boundingBox();
    const email = await shop.page.getByLabel('Email address').boundingBox();
    expect(button && email && button.y < email.y).toBe(true);

    await show.click();
    const hide = shop.page.getByRole('button', { name: 'Hide order summary · €23.40' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    await shop.page.getByRole('heading', { name: 'Order summary' }).waitFor();
    expect(await total('total').textContent()).toBe('€23.40');
    await hide.click();
    await shop.page.getByRole('heading', { name: 'Order summary' }).waitFor({ state: 'hidden' });
    expect(shop.pageErrors).toEqual([]);
  });
});
