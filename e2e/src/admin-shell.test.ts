/**
 * The admin shell in Chromium against the real server: signing in and out, coming back
 * after sign-in, the invite and password-reset pages with tokens the server sent, the
 * not-found page, the command palette, keyboard shortcuts, narrow screens, Arabic, and a
 * session that ends while the main area is open.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AuthMessage,
  authMessages,
  createUser,
} from '../../server/src/domains/people/index.ts';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

const staff = {
  email: 'owner@example.com',
  password: 'owner password',
  first_name: 'Olive',
  last_name: 'Owner',
};

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];

beforeAll(async () => {
  server = await startServer();
  // The first-start seed does not run here; the staff user comes from the server's service.
  await createUser(server.database.db, { ...staff, role: 'admin' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  // A context per test: its own cookie jar (session) and localStorage (language, theme).
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterEach(async () => {
  await context?.close();
});

const adminUrl = (path: string) => `${server.url}/app${path}`;
const pathOf = (target: Page) => {
  const url = new URL(target.url());
  return url.pathname + url.search;
};

async function signIn(email = staff.email, password = staff.password) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The next secret the server sends to `email` (it emits each one in-process for tests). */
function nextAuthMessage(kind: AuthMessage['kind'], email: string): Promise<AuthMessage> {
  return new Promise((resolve) => {
    const listener = (message: AuthMessage) => {
      if (message.kind !== kind || message.email !== email) return;
      authMessages.off('message', listener);
      resolve(message);
    };
    authMessages.on('message', listener);
  });
}

/** Calls the admin API as the staff user, with a bearer token from `POST /admin/auth/token`. */
async function asStaff(method: string, path: string, body?: unknown): Promise<Response> {
  const login = await fetch(`${server.url}/admin/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  return fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe('signing in and out', () => {
  it("shows the API's message when the password is wrong", async () => {
    await page.goto(adminUrl('/login'));
    await signIn(staff.email, 'not the password');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Wrong email or password');
    expect(pathOf(page)).toBe('/app/login');
  });

  it('signs in from the landing page and signs out again', async () => {
    await page.goto(adminUrl('/'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(pathOf(page)).toBe('/app/login');
    await signIn();

    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/app/a/orders');
    await page.getByRole('button', { name: 'Account menu of Olive Owner' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    // The session is gone on the server too: the main area asks to sign in again.
    await page.goto(adminUrl('/a/orders'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(pathOf(page)).toBe('/app/login?redirect=%2Fa%2Forders');
    expect(pageErrors).toEqual([]);
  });

  it('comes back to the page the user was going to', async () => {
    await page.goto(adminUrl('/a/customers'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(pathOf(page)).toBe('/app/login?redirect=%2Fa%2Fcustomers');
    await signIn();

    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/app/a/customers');
  });
});

describe('pages without a session', () => {
  it('shows the not-found page, inside the main area when signed in', async () => {
    await page.goto(adminUrl('/no/such/page'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();

    await page.goto(adminUrl('/login'));
    await signIn();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.goto(adminUrl('/a/no-such-screen'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
  });

  it('accepts an invitation with the emailed token and signs the new user in', async () => {
    const email = 'new.colleague@example.com';
    const sent = nextAuthMessage('invite', email);
    const invite = await asStaff('POST', '/admin/invites', { user: email, role: 'member' });
    expect(invite.status).toBe(200);
    const { token } = await sent;

    await page.goto(adminUrl(`/invite?token=${encodeURIComponent(token)}`));
    await page.getByRole('heading', { name: 'Accept your invitation' }).waitFor();
    await page.getByLabel('First name').fill('Nina');
    await page.getByLabel('Last name').fill('Colleague');
    await page.getByLabel('Password').fill('a strong password');
    await page.getByRole('button', { name: 'Create account and sign in' }).click();

    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Account menu of Nina Colleague' }).waitFor();
    // The token worked once: the invite is accepted.
    const list = await asStaff('GET', `/admin/invites?user_email[]=${encodeURIComponent(email)}`);
    const { invites } = (await list.json()) as { invites: { accepted: boolean }[] };
    expect(invites.map((row) => row.accepted)).toEqual([true]);
  });

  it('resets a password with the emailed token', async () => {
    const email = 'forgetful@example.com';
    await createUser(server.database.db, { email, password: 'old password', role: 'member' });
    await page.goto(adminUrl('/login'));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    const sent = nextAuthMessage('user-password-reset', email);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const { token } = await sent;

    await page.goto(adminUrl(`/reset-password?token=${encodeURIComponent(token)}`));
    await page.getByLabel('New password').fill('a brand new password');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Your password was changed. Sign in with your new password.').waitFor();
    expect(pathOf(page)).toBe('/app/login');

    await signIn(email, 'old password');
    await page.getByRole('alert').filter({ hasText: 'Wrong email or password' }).waitFor();
    await signIn(email, 'a brand new password');
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
  });
});

describe('moving around the main area', () => {
  beforeEach(async () => {
    await page.goto(adminUrl('/login'));
    await signIn();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
  });

  it('goes to a screen and finds a product from the command palette', async () => {
    const created = await asStaff('POST', '/admin/products', { title: 'Linen Shirt' });
    const { product } = (await created.json()) as { product: { id: string } };

    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.waitFor();
    await page.keyboard.type('inventory');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Inventory', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/app/a/inventory');

    await page.keyboard.press('Control+K');
    // Orders are searched along with products (none matches here), without an error line.
    const ordersAnswer = page.waitForResponse(
      (response) => response.url().includes('/admin/orders?') && response.url().includes('linen'),
    );
    await page.keyboard.type('linen');
    expect((await ordersAnswer).status()).toBe(200);
    await palette.getByRole('option', { name: 'Linen Shirt' }).waitFor();
    expect(
      await palette
        .getByRole('option', { name: 'Searching here is not available on this server yet.' })
        .count(),
    ).toBe(0);
    await palette.getByRole('option', { name: 'Linen Shirt' }).click();
    await page.getByRole('heading', { name: 'Linen Shirt', level: 1 }).waitFor();
    expect(pathOf(page)).toBe(`/app/a/products/${product.id}`);
  });

  it('opens the shortcuts help with ? and navigates with g and a key', async () => {
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    expect(await help.getByText('Go to Products').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    await page.keyboard.press('g');
    await page.keyboard.press('p');
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/app/a/products');
    // Focus follows the navigation to the new page's heading.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Products');
  });

  it('folds the sidebar into a drawer on a narrow screen', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Commerce admin' });
    // It slides in from the inline start (the left here), where the sidebar was.
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    await drawer.getByRole('link', { name: 'Discounts' }).click();
    await page.getByRole('heading', { name: 'Discounts', level: 1 }).waitFor();
    await drawer.waitFor({ state: 'detached' });
  });

  it('sends the user to sign in again when the session ends, and back afterwards', async () => {
    await page.keyboard.press('g');
    await page.keyboard.press('c');
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
    // The session cookie is gone, as when it expires: the next request is refused (401).
    await context.clearCookies();
    await page.keyboard.press('Control+K');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
    await page.keyboard.type('shirt');

    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(pathOf(page)).toBe('/app/login?redirect=%2Fa%2Fcustomers');
    await page.getByText('Your session has ended. Sign in again to continue.').waitFor();
    expect(await page.getByText('Your session has ended.', { exact: false }).count()).toBe(1);

    await signIn();
    await page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/app/a/customers');
    expect(pageErrors).toEqual([]);
  });

  it('lays the shell out right to left in Arabic', async () => {
    await page.goto(adminUrl('/a/orders?lng=ar'));
    await page.locator('html[dir="rtl"]').waitFor();
    const nav = await page.getByRole('navigation').first().boundingBox();
    const main = await page.getByRole('main').boundingBox();
    // The sidebar sits at the inline start, which is the right-hand side in Arabic.
    expect(nav && main && nav.x > main.x).toBe(true);
  });

  it('has no example extension on a server started without ADMIN_EXAMPLE_EXTENSION', async () => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allTextContents()).not.toContain('Hello');
    await page.goto(adminUrl('/a/settings'));
    const cards = page.getByRole('list', { name: 'Settings' }).getByRole('heading');
    await cards.first().waitFor();
    expect(await cards.allTextContents()).not.toContain('Hello extension');
    expect(await page.locator('[data-widget-zone]').count()).toBe(0);
    await page.goto(adminUrl('/a/hello'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
