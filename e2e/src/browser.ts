import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';

/** Debian's Chromium unless CHROME_PATH says otherwise; Playwright downloads nothing here. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The browser locale of the storefront journeys' shoppers: English in a country none of the
 * demo store's regions has (the United Kingdom), so a first visit lands in the store's
 * default region (Europe, €), which the journeys expect; the storefront takes the region
 * from the browser's country (storefront/README.md, "Region, currency and tax"). The pages
 * are in English as with `en-US`, and format numbers and dates in the page's language, not
 * in the browser's locale. `storefront-shopping.test.ts` opens the store with `en-US` and
 * `de-AT`.
 */
export const SHOPPER_LOCALE = 'en-GB';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS, headless: true });
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** The page's uncaught errors, so a journey can assert there were none. */
  pageErrors: string[];
}

/** A fresh context (its own cookies and localStorage) with one page whose errors are kept. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<OpenPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}
