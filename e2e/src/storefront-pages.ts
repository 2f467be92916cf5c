/**
 * What the storefront journeys share: the demo store's regions and the header's region
 * picker, the storefront's own translations (so a heading is expected in the page's language without
 * copying its text here), and the parts of a page's HTML as the server sent it, before any
 * script ran.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from '@commerce/client/runtime';
import { storeListRegions } from '@commerce/client/store/operations';
import type { BrowserContext, ConsoleMessage, Locator, Page, Response } from 'playwright-core';
import { STOREFRONT_DIST } from './app-builds.ts';
import { shopperClient } from './checkout-flow.ts';

/** The cookies the server reads the shopper's choices from (docs/decisions/014). */
export const REGION_COOKIE = 'store_region';
export const LANGUAGE_COOKIE = 'store_lang';

/** The demo store's region in `currency` (eur: Europe, usd: North America) among `regions`. */
export function regionIn<T extends { currency_code: string }>(
  regions: readonly T[],
  currency: 'eur' | 'usd',
): T {
  const found = regions.find((region) => region.currency_code === currency);
  if (!found) throw new Error(`the demo store has no ${currency} region`);
  return found;
}

/** The demo store's region in `currency`, as the shopper's `client` lists it. */
export async function demoRegion(client: Client, currency: 'eur' | 'usd') {
  return regionIn((await storeListRegions(client)).regions, currency);
}

/** The demo store's two regions, as the region picker writes them into the cookie. */
export async function demoRegions(url: string) {
  const { regions } = await storeListRegions(shopperClient(url));
  return {
    /** The store's first region, the one a shopper without a choice sees. */
    europe: regionIn(regions, 'eur').id,
    /** `{regionId}:{country}`: the picker's "United States · USD". */
    unitedStates: `${regionIn(regions, 'usd').id}:us`,
  };
}

/** The header's region picker (or the phone menu's, with the menu as `scope`). */
export const regionPicker = (scope: Page | Locator) =>
  scope.getByRole('combobox', { name: 'Country or region' });

/** Picks a region in the header as a shopper does, by its label: `United States · USD`. */
export async function pickRegion(page: Page, label: string): Promise<void> {
  await regionPicker(page).selectOption({ label });
}

/** The label of the region the header's picker shows. */
export const shownRegion = (page: Page) =>
  regionPicker(page).evaluate(
    (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent,
  );

/** The region the browser remembers (the cookie's `{regionId}:{country}`), if any. */
export async function regionCookie(context: BrowserContext): Promise<string | undefined> {
  const cookie = (await context.cookies()).find(({ name }) => name === REGION_COOKIE);
  return cookie && decodeURIComponent(cookie.value);
}

const translationFiles = new Map<string, Record<string, unknown>>();

/**
 * The storefront's text for `namespace:key` in `language`, from the built translation
 * files the server serves, with `{{name}}` filled in from `values`.
 */
export function translate(
  language: string,
  namespacedKey: string,
  values: Record<string, string | number> = {},
): string {
  const [namespace = '', key = ''] = namespacedKey.split(':');
  const file = `${language}/${namespace}.json`;
  let texts = translationFiles.get(file);
  if (!texts) {
    texts = JSON.parse(readFileSync(join(STOREFRONT_DIST, 'locales', file), 'utf8')) as Record<
      string,
      unknown
    >;
    translationFiles.set(file, texts);
  }
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  if (typeof text !== 'string') throw new Error(`no text ${namespacedKey} in ${file}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Text of an HTML fragment as a reader sees it: tags dropped, React's escapes undone. */
function htmlText(fragment: string): string {
  return fragment
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .trim();
}

/** What the journeys read from a page's HTML as served, before any script ran. */
export interface ServedPage {
  /** `lang` and `dir` of `<html>`. */
  lang: string | undefined;
  dir: string | undefined;
  /** The text of the first `<h1>` inside `<main>`, if the server rendered one. */
  mainHeading: string | undefined;
  /** The `content` of `<meta name="robots">`, if any. */
  robots: string | undefined;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

export function readServedPage(html: string): ServedPage {
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1];
  const robotsTag = /<meta\b[^>]*\bname="robots"[^>]*>/.exec(html)?.[0];
  return {
    lang: attribute(htmlTag, 'lang'),
    dir: attribute(htmlTag, 'dir'),
    mainHeading: heading === undefined ? undefined : htmlText(heading),
    robots: robotsTag ? attribute(robotsTag, 'content') : undefined,
  };
}

/**
 * Chromium logs a failed resource load as a console error; a guest's "who is signed in"
 * read answers 401 by design (README, "Account"), so that one is not a problem.
 */
export const isGuestSessionCheck = (message: ConsoleMessage) =>
  message.text().includes('status of 401') &&
  new URL(message.location().url).pathname === '/store/customers/me';

/**
 * Collects the page's console warnings and errors (React's development build reports a
 * hydration mismatch there) and its uncaught errors (its production build throws #418 or
 * #425 instead), but for the guest session check and what the journey `expected`.
 */
export function collectPageProblems(
  page: Page,
  expected: (message: ConsoleMessage) => boolean = () => false,
): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      !isGuestSessionCheck(message) &&
      !expected(message)
    ) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/**
 * Waits until React has hydrated the page: `<html data-hydrated>`, which the storefront
 * sets once it has taken the server's page over (storefront/src/lib/ssr/hydrate-page.tsx).
 * The app loads after the page is painted, so the window's `load`, where `page.goto`
 * returns, comes before it.
 */
export function hydrated(page: Page): Promise<unknown> {
  return page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens a storefront page as `page.goto` does, and waits until it is hydrated. */
export async function visit(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}

/** Reloads a storefront page and waits until it is hydrated again. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await hydrated(page);
}
