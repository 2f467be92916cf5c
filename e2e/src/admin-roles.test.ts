/**
 * Staff roles and sessions end to end (issue 21, Chromium, real server): a member finds no
 * team or settings actions and a clear message on a settings page their role does not open;
 * an admin defines a "Support" role (orders and customers only), gives it to a colleague,
 * whose admin then shows just those areas; and signing in to the storefront in the same
 * browser leaves the staff member's admin session as it was.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/src/domains/people/index.ts';
import { launchBrowser, openPage } from './browser.ts';
import { seedDemo, staffClient } from './checkout-flow.ts';
import { type RunningServer, startServer } from './server.ts';

const password = 'roles journey password';
const owner = 'roles-owner@example.com';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  await seedDemo(await staffClient(server.url, server.database, 'roles-seed@example.com'));
  await createUser(server.database.db, { email: owner, password, role: 'admin' });
  await createUser(server.database.db, {
    email: 'roles-member@example.com',
    password,
    first_name: 'Mina',
    last_name: 'Member',
    role: 'member',
  });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signInToAdmin(page: Page, email: string, secret = password) {
  await page.goto(`${server.url}/app/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('staff roles', () => {
  it('a member sees no team or settings actions, and a clear message on a direct URL', async () => {
    const { page, context, pageErrors } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
    });
    await signInToAdmin(page, 'roles-member@example.com');
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    const cards = page.getByRole('list', { name: 'Settings' });
    await cards.getByRole('link', { name: /^Regions/ }).waitFor();
    // The team and the API keys are not a member's to see.
    expect(await cards.getByRole('link', { name: /^Team/ }).count()).toBe(0);
    expect(await cards.getByRole('link', { name: /^Publishable API keys/ }).count()).toBe(0);

    // The store's details are a member's to read, not to change.
    await cards.getByRole('link', { name: /^Store details/ }).click();
    await page
      .getByText('View only: your role cannot make changes to the store settings.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);

    await page.goto(`${server.url}/app/a/settings/team`);
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: "You don't have access to this page" }).waitFor();
    await alert.getByText('Your role does not include the team.').waitFor();
    // Still in the admin's frame, with the way back.
    await nav.waitFor();
    await alert.getByRole('link', { name: 'Go to your start page' }).click();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('an admin creates a "Support" role, gives it, and that colleague sees just those areas', async () => {
    const admin = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const { page } = admin;
    await signInToAdmin(page, owner);
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.goto(`${server.url}/app/a/settings/team`);
    await page.getByRole('heading', { name: 'Team', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Create role' }).click();
    const create = page.getByRole('dialog', { name: 'Create a role' });
    await create.getByLabel('Role name').fill('Support');
    await create.getByLabel('What the role is for').fill('Answers customers about their orders');
    // Write brings read with it; everything else stays off.
    await create.getByRole('checkbox', { name: 'Orders: write' }).check();
    await create.getByRole('checkbox', { name: 'Customers: write' }).check();
    expect(await create.getByRole('checkbox', { name: 'Orders: read' }).isChecked()).toBe(true);
    expect(await create.getByRole('checkbox', { name: 'Products: read' }).isChecked()).toBe(false);
    await create.getByRole('button', { name: 'Create role' }).click();
    await page.getByText('The role Support was created.').waitFor();

    await page.getByRole('button', { name: 'Add user' }).click();
    const add = page.getByRole('dialog', { name: 'Add a team member' });
    await add.getByRole('textbox', { name: /Email/ }).fill('roles-support@example.com');
    await add.getByLabel('First name').fill('Sue');
    await add.getByLabel('Last name').fill('Port');
    await add.getByRole('combobox', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'Support' }).click();
    await add.getByLabel(/^Password/).fill('support desk password');
    await add.getByRole('button', { name: 'Add to the team' }).click();
    await page.getByText('roles-support@example.com was added to the team.').waitFor();
    await page
      .getByRole('grid', { name: 'Team members' })
      .getByRole('row', { name: /Sue Port/ })
      .getByText('Support', { exact: true })
      .waitFor();
    expect(admin.pageErrors).toEqual([]);
    await admin.context.close();

    // The colleague, in a browser of their own.
    const support = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await signInToAdmin(support.page, 'roles-support@example.com', 'support desk password');
    await support.page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    const nav = support.page.getByRole('navigation', { name: 'Main' });
    const sections = await nav.getByRole('listitem').allTextContents();
    expect(sections.slice(0, 3)).toEqual(['Orders', 'Customers', 'Settings']);
    for (const hidden of ['Products', 'Discounts', 'Gift cards', 'Pricing', 'Inventory'])
      expect(sections).not.toContain(hidden);
    await nav.getByRole('link', { name: 'Customers' }).click();
    await support.page.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
    await support.page.goto(`${server.url}/app/a/products`);
    await support.page
      .getByRole('alert')
      .getByText('Your role does not include products.')
      .waitFor();
    expect(support.pageErrors).toEqual([]);
    await support.context.close();
  });

  it('signing in to the storefront in the same browser leaves the admin session intact', {
    timeout: 60_000,
  }, async () => {
    const { page, context, pageErrors } = await openPage(browser, {
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
    });
    await signInToAdmin(page, owner);
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();

    const shop = await context.newPage();
    await shop.goto(`${server.url}/account/register`);
    await shop.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
    await shop.getByLabel('First name').fill('Sam');
    await shop.getByLabel('Last name').fill('Shopper');
    await shop.getByLabel('Email').fill('same-browser@example.com');
    await shop.getByLabel('Password').fill('shopping in the same browser');
    await shop.getByRole('button', { name: 'Create account' }).click();
    await shop.getByRole('heading', { level: 1, name: 'My account' }).waitFor();

    // Both cookies are kept (connect.sid at /admin and at /), so both sessions go on.
    const cookies = await context.cookies();
    expect(
      cookies
        .filter((c) => c.name === 'connect.sid')
        .map((c) => c.path)
        .sort(),
    ).toEqual(['/', '/admin']);
    await page.reload();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByRole('button', { name: /^Account menu of/ }).waitFor();
    expect(page.url()).toBe(`${server.url}/app/a/orders`);

    // Signing out of the admin leaves the shopper signed in, too.
    await page.getByRole('button', { name: /^Account menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await shop.reload();
    await shop.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
