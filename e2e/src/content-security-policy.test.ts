/**
 * Both built apps under the Content-Security-Policy the server sends (server/src/http/
 * content-security-policy.ts), in Chromium: a storefront visit that shows product images
 * and fills a cart, and an admin session that shows thumbnails and a toast (sonner writes
 * its stylesheet into the page when the first toast loads). Nothing the apps do may be
 * refused by the policy: no `securitypolicyviolation` event, no CSP message in the console.
 */
import { createHash } from 'node:crypto';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, SHOPPER_LOCALE } from './browser.ts';
import { STAFF_PASSWORD, seedDemo, staffClient } from './checkout-flow.ts';
import { type RunningServer, startServer } from './server.ts';

const STAFF_EMAIL = 'csp-staff@example.com';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let violations: string[];
let pageErrors: string[];

beforeAll(async () => {
  server = await startServer();
  await seedDemo(await staffClient(server.url, server.database, STAFF_EMAIL));
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: SHOPPER_LOCALE,
  });
  violations = [];
  pageErrors = [];
  // The page reports each refusal to itself; the listener is installed before any of the
  // app's code runs, and hands every report to the test.
  await context.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`);
    });
  });
  page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterEach(async () => {
  await context?.close();
});

/**
 * The document's policy: present, and without 'unsafe-inline' for scripts. A page the server
 * rendered (the storefront) allows each of its own inline scripts (the router's bootstrap and
 * data) by the nonce it carries or by its hash; the admin's page has none.
 */
async function expectPolicy(
  response: Response | null,
  { scripts, styles }: { scripts: 'self' | 'inline-allowed'; styles: 'strict' | 'inline' },
) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSources = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  expect(scriptSources[0]).toBe("'self'");
  expect(scriptSources).not.toContain("'unsafe-inline'");
  if (scripts === 'inline-allowed') {
    const html = (await response?.text()) ?? '';
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes = '']) => !/\bsrc=|application\/ld\+json/.test(attributes),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of inline) {
      const nonce = /\bnonce="([^"]+)"/.exec(attributes)?.[1];
      const hash = createHash('sha256').update(body).digest('base64');
      const allowed =
        (nonce !== undefined && scriptSources.includes(`'nonce-${nonce}'`)) ||
        scriptSources.includes(`'sha256-${hash}'`);
      expect(allowed, `inline script ${body.slice(0, 60)} under ${policy}`).toBe(true);
    }
  } else {
    expect(scriptSources).toEqual(["'self'"]);
  }
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy.includes("style-src 'self' 'unsafe-inline'")).toBe(styles === 'inline');
}

/** Every image on the page has loaded (a refused one has no natural width). */
async function expectImagesShown() {
  const images = page.locator('main img');
  await images.first().waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main img')].every(
      (image) => (image as HTMLImageElement).complete,
    ),
  );
  const widths = await images.evaluateAll((all) =>
    all.map((image) => (image as HTMLImageElement).naturalWidth),
  );
  expect(widths.length).toBeGreaterThan(0);
  expect(widths.every((width) => width > 0)).toBe(true);
}

describe('under the Content-Security-Policy', () => {
  it('the storefront shows its products and fills a cart without a refusal', async () => {
    await expectPolicy(await page.goto(`${server.url}/`), {
      scripts: 'inline-allowed',
      styles: 'strict',
    });
    await page.getByRole('heading', { level: 1, name: 'Welcome to the store' }).waitFor();
    await expectImagesShown();

    await page.goto(`${server.url}/products/t-shirt`);
    await page.getByRole('heading', { level: 1, name: 'Classic T-Shirt' }).waitFor();
    await expectImagesShown();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page
      .getByRole('dialog', { name: 'Your cart' })
      .getByText('Classic T-Shirt', { exact: true })
      .waitFor();
    await page.goto(`${server.url}/cart`);
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor();

    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('the admin signs in, lists products and shows a toast without a refusal', async () => {
    await expectPolicy(await page.goto(`${server.url}/app/login`), {
      scripts: 'self',
      styles: 'inline',
    });
    await page.getByLabel('Email').fill(STAFF_EMAIL);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/app/login'));

    await page.goto(`${server.url}/app/a/products`);
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await expectImagesShown();

    await page.goto(`${server.url}/app/a/settings/personal-information`);
    await page.getByLabel('First name').fill('Casey');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Your name was saved.' }).waitFor();

    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
