/**
 * The built storefront and admin, served by the real server, render in Chromium:
 * pages, client-side routing under the /app base path, and the not-found pages.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
let pageErrors: string[];

// The limit the other journeys' start-ups have: a server (its database loaded from the
// migrated dump, server.ts) and a Chromium starting beside another journey on 2 busy cores.
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  page = await browser.newPage();
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

describe('storefront', () => {
  it('renders the home page at /', async () => {
    await page.goto(`${server.url}/`);
    // Rendered by the client after the scripts load: wait for it rather than look once.
    await page.getByRole('heading', { name: 'Welcome to the store' }).waitFor();
    expect(await page.title()).not.toBe('');
    expect(pageErrors).toEqual([]);
  });

  it('shows its not-found page for an unknown path', async () => {
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to the store' }).click();
    await page.getByRole('heading', { name: 'Welcome to the store' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('admin under /app', () => {
  it('speaks German when the link asks for it', async () => {
    await page.goto(`${server.url}/app/login?lng=de`);
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
  });

  it('switches to Arabic and right-to-left, and remembers the choice', async () => {
    await page.goto(`${server.url}/app/login?lng=ar`);
    await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.goto(`${server.url}/app/no/such/page`);
    await page.getByRole('heading', { name: 'الصفحة غير موجودة' }).waitFor();
  });

  it('reads a regional browser language by its primary part', async () => {
    const context = await browser.newContext({ locale: 'fr-CA' });
    const french = await context.newPage();
    await french.goto(`${server.url}/app/login`);
    await french.getByRole('heading', { name: 'Se connecter' }).waitFor();
    expect(await french.locator('html').getAttribute('lang')).toBe('fr');
    await context.close();
  });

  it('renders the sign-in page at /app/login', async () => {
    await page.goto(`${server.url}/app/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(pageErrors).toEqual([]);
  });

  it('shows its not-found page for an unknown path under /app', async () => {
    await page.goto(`${server.url}/app/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    // The dashboard link goes to /app/, which sends a signed-out visitor on to sign in.
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/login');
    expect(pageErrors).toEqual([]);
  });
});
