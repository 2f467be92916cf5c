import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { root } from './report.ts';

/*
 * The storefront as a shopper's phone shows it (issue 24, item 6): screenshots of the first
 * screen at 390×844 CSS pixels (an iPhone 12 to 15), taken after each page has settled, into
 * the bench's folder beside history.jsonl. They are for people to look at, not compared.
 */

export const PHONE_SCREENSHOT_DIR = join(root, 'scripts/bench/phone');

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
};

/** A demo store's product that can be added to the cart as it opens (a default variant). */
const PRODUCT = '/products/t-shirt';

interface Shot {
  file: string;
  /** Brings the page to what the screenshot shows, from the page the previous shot left. */
  show(page: Page, url: string): Promise<void>;
}

async function open(page: Page, url: string, heading: string | RegExp) {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const SHOTS: Shot[] = [
  { file: 'home.png', show: (page, url) => open(page, `${url}/`, /./) },
  {
    file: 'listing.png',
    show: async (page, url) => {
      await open(page, `${url}/products`, 'All products');
      await page.locator('main article').first().waitFor();
    },
  },
  { file: 'product.png', show: (page, url) => open(page, `${url}${PRODUCT}`, /./) },
  {
    file: 'cart-drawer.png',
    show: async (page) => {
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByRole('dialog', { name: 'Your cart' }).getByRole('listitem').first().waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    file: 'checkout.png',
    show: async (page, url) => {
      await open(page, `${url}/checkout`, 'Checkout');
      await page.getByRole('button', { name: /order summary/ }).waitFor();
    },
  },
  {
    file: 'menu.png',
    show: async (page, url) => {
      await open(page, `${url}/`, /./);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      // Its three parts: the collections, the pickers and the account's links (signed out).
      await menu.getByRole('link', { name: 'Essentials' }).waitFor();
      await menu.getByRole('combobox', { name: 'Country or region' }).waitFor();
      await menu.getByRole('link', { name: 'Sign in' }).waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
];

/**
 * Takes the phone screenshots of the storefront at `url` (home, listing, product, the cart
 * drawer open, checkout with that cart, the menu open) and answers their paths.
 */
export async function phoneScreenshots(browser: Browser, url: string): Promise<string[]> {
  mkdirSync(PHONE_SCREENSHOT_DIR, { recursive: true });
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const paths: string[] = [];
    for (const shot of SHOTS) {
      await shot.show(page, url);
      // Transitions (the sheets slide in for 200 ms) end before the picture.
      await page.evaluate(() =>
        Promise.all(document.getAnimations().map((animation) => animation.finished)),
      );
      const path = join(PHONE_SCREENSHOT_DIR, shot.file);
      await page.screenshot({ path });
      paths.push(path);
    }
    return paths;
  } finally {
    await context.close();
  }
}
