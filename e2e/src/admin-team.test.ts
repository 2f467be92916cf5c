/**
 * The team end to end (Chromium, real server): a staff member invites a colleague from the
 * settings, copies the invite link with one click, the colleague opens that link in their
 * own browser, chooses a name and password, lands signed in in the admin, and the team list
 * then shows them.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/src/domains/people/index.ts';
import { launchBrowser, openPage } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

const owner = { email: 'team-owner@example.com', password: 'team owner password' };
const colleague = 'nina.colleague@example.com';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  await createUser(server.database.db, {
    ...owner,
    first_name: 'Olive',
    last_name: 'Owner',
    role: 'admin',
  });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the team', () => {
  it('invites a colleague whose copied link signs them in, then lists them', async () => {
    const staff = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await staff.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.url,
    });
    const { page } = staff;
    await page.goto(`${server.url}/app/login?redirect=%2Fa%2Fsettings`);
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.getByRole('link', { name: /^Team/ }).click();
    await page.getByRole('heading', { name: 'Team', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.getByRole('textbox', { name: /Email/ }).fill(colleague);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Invitation link' });
    await linkDialog.getByRole('button', { name: 'Copy link' }).click();
    await linkDialog.getByText('Copied to the clipboard.').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${server.url}/app/invite\\?token=.+`));
    expect(await linkDialog.getByRole('textbox', { name: 'Link' }).inputValue()).toBe(link);
    await linkDialog.getByRole('button', { name: 'Done' }).click();
    const invites = page.getByRole('table', { name: 'Invitations' });
    await invites
      .getByRole('row', { name: new RegExp(colleague) })
      .getByText('Pending')
      .waitFor();

    // The colleague, in a browser of their own.
    const invited = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await invited.page.goto(link);
    await invited.page.getByRole('heading', { name: 'Accept your invitation' }).waitFor();
    await invited.page.getByLabel('First name').fill('Nina');
    await invited.page.getByLabel('Last name').fill('Colleague');
    await invited.page.getByLabel('Password').fill('a strong password');
    await invited.page.getByRole('button', { name: 'Create account and sign in' }).click();
    await invited.page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await invited.page.getByRole('button', { name: 'Account menu of Nina Colleague' }).waitFor();
    expect(invited.pageErrors).toEqual([]);
    await invited.context.close();

    await page.reload();
    const team = page.getByRole('grid', { name: 'Team members' });
    await team.getByRole('button', { name: 'Nina Colleague' }).waitFor();
    await team.getByText(colleague).waitFor();
    await invites
      .getByRole('row', { name: new RegExp(colleague) })
      .getByText('Accepted')
      .waitFor();
    expect(staff.pageErrors).toEqual([]);
    await staff.context.close();
  });
});
