/**
 * The admin's analytics consent, batch-job activity and extensions in Chromium, against
 * the real server with the built admin: signed in as a staff user created through the
 * server's own user service.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../server/src/domains/people/index.ts';
import { TEST_JOB, testStrategy } from '../../server/src/test/fixtures/job-strategy.ts';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

const PASSWORD = 'e2e password 1';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let dataDir: string;
let users = 0;

beforeAll(async () => {
  // Uploads and exports go to a folder of this run, not the repository's .data.
  dataDir = mkdtempSync(join(tmpdir(), 'admin-activity-'));
  process.env.DATA_DIR = dataDir;
  server = await startServer({
    batchJobs: { extraStrategies: [testStrategy()], pollMs: 200 },
    featureFlags: { analytics: true },
    adminExampleExtension: true,
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await context?.close();
  context = await browser.newContext();
  page = await context.newPage();
});

/** A fresh staff user (so no usage-data answer yet), signed in through `POST /admin/auth`. */
/**
 * A fresh staff user signed in. Unless `consent` says it is still to be asked, the user has
 * answered the usage-data question already, so its overlay (the flag is on) stays away.
 */
async function signIn(
  on: RunningServer = server,
  consent: 'answered' | 'unanswered' = 'answered',
): Promise<string> {
  users += 1;
  const email = `staff${users}@example.com`;
  await createUser(on.database.db, { email, password: PASSWORD, role: 'admin' });
  const answer = await page.request.post(`${on.url}/admin/auth`, {
    data: { email, password: PASSWORD },
  });
  expect(answer.status()).toBe(200);
  if (consent === 'answered') {
    const config = await page.request.post(`${on.url}/admin/analytics-configs`, {
      data: { anonymize: false, opt_out: true },
    });
    expect(config.status()).toBe(200);
  }
  return email;
}

const consentDialog = () => page.getByRole('dialog', { name: 'Help us get better' });
const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

describe('analytics consent', () => {
  it('does not appear while the analytics flag is off', async () => {
    // A server with its default flags, where `analytics` is off.
    const plain = await startServer();
    try {
      await signIn(plain, 'unanswered');
      const configReads: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/admin/analytics-configs')
          configReads.push(request.method());
      });
      await page.goto(`${plain.url}/app/a/settings`);
      await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
      await page.waitForTimeout(2000);
      expect(await consentDialog().count()).toBe(0);
      expect(configReads).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('appears after a second, follows the switch rules, saves and stays away', async () => {
    const email = await signIn(server, 'unanswered');
    const started = Date.now();
    await page.goto(`${server.url}/app/a/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await consentDialog().waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);

    const dialog = consentDialog();
    const emailField = dialog.getByRole('textbox', { name: 'Email' });
    const anonymize = dialog.getByRole('switch', { name: 'Anonymize my usage data' });
    const optOut = dialog.getByRole('switch', { name: 'Opt out of sharing my usage data' });
    expect(await emailField.getAttribute('placeholder')).toBe(email);
    // The documentation is this admin's own page about usage data, served beside it.
    const docs = dialog.getByRole('link', { name: /documentation/ });
    const docsUrl = new URL((await docs.getAttribute('href')) ?? '', page.url());
    expect(docsUrl.href).toBe(`${server.url}/app/usage-data.html`);
    const docsPage = await page.request.get(docsUrl.href);
    expect(docsPage.status()).toBe(200);
    expect(await docsPage.text()).toContain('<h1>Usage data in the admin</h1>');

    await anonymize.check();
    expect(await emailField.isDisabled()).toBe(true);
    await optOut.check();
    expect(await anonymize.isChecked()).toBe(false);
    expect(await anonymize.isDisabled()).toBe(true);
    expect(await emailField.isDisabled()).toBe(true);
    // Dimmed: the disabled switch is drawn at half opacity.
    expect(await anonymize.evaluate((el) => getComputedStyle(el).opacity)).toBe('0.5');
    await optOut.uncheck();
    expect(await emailField.isEnabled()).toBe(true);

    await emailField.fill('not an email');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('Please enter a valid email').waitFor();

    await emailField.fill('me@example.com');
    const saved = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/admin/analytics-configs' && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Continue' }).click();
    expect((await saved).status()).toBe(200);
    // What the server kept: neither switch on (the email goes to analytics, not here).
    const stored = await page.request.get(`${server.url}/admin/analytics-configs`);
    expect(await stored.json()).toMatchObject({
      analytics_config: { anonymize: false, opt_out: false },
    });
    await toast('Your preferences were successfully updated').waitFor();
    expect(await toast('Your preferences were successfully updated').textContent()).toContain(
      'Success',
    );
    await consentDialog().waitFor({ state: 'detached' });

    // The config exists now: a new visit does not ask again.
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.waitForTimeout(1500);
    expect(await consentDialog().count()).toBe(0);

    // The preferences screen under settings edits the answer later.
    await page.getByRole('link', { name: /Usage data/ }).click();
    const optOutLater = page.getByRole('switch', { name: 'Opt out of sharing my usage data' });
    await optOutLater.check();
    const updated = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/admin/analytics-configs/update',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await updated).status()).toBe(200);
    await toast('Your preferences were successfully updated').first().waitFor();
    const changed = await page.request.get(`${server.url}/admin/analytics-configs`);
    expect(await changed.json()).toMatchObject({
      analytics_config: { anonymize: false, opt_out: true },
    });
  });

  it("shows the server's message when saving is refused", async () => {
    await signIn(server, 'unanswered');
    await page.goto(`${server.url}/app/a/settings`);
    await consentDialog().waitFor();
    // Answered meanwhile elsewhere (another tab): the server refuses a second config.
    const elsewhere = await page.request.post(`${server.url}/admin/analytics-configs`, {
      data: { anonymize: false, opt_out: true },
    });
    expect(elsewhere.status()).toBe(200);
    await consentDialog().getByRole('button', { name: 'Continue' }).click();
    const error = toast('already exists');
    await error.waitFor();
    expect(await error.textContent()).toContain('Error');
  });

  it('falls back to the generic text when no answer arrives', async () => {
    await signIn(server, 'unanswered');
    await page.route(
      (url) => url.pathname === '/admin/analytics-configs',
      (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()),
    );
    await page.goto(`${server.url}/app/a/settings`);
    await consentDialog().waitFor();
    await consentDialog().getByRole('button', { name: 'Continue' }).click();
    const error = toast('Something went wrong, Please try again.');
    await error.waitFor();
    expect(await error.textContent()).toContain('Error');
    expect(await consentDialog().count()).toBe(1);
  });
});

describe('batch-job activity', () => {
  async function createJob(type: string, jobContext: Record<string, unknown>) {
    const answer = await page.request.post(`${server.url}/admin/batch-jobs`, {
      data: { type, context: jobContext },
    });
    expect(answer.status()).toBe(200);
    return (await answer.json()).batch_job.id as string;
  }

  async function openDrawer() {
    await page.getByRole('button', { name: /^Activity/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Activity' });
    await drawer.waitFor();
    return drawer;
  }

  it('announces a job that finishes, and lists it with progress and status', async () => {
    await signIn();
    await page.goto(`${server.url}/app/a/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await createJob(TEST_JOB, { items: 3, delayMs: 200 });

    // A poll within 2 s of the page's first read sees it finish.
    await toast('test job batch job completed').waitFor({ timeout: 20_000 });
    expect(await toast('batch job completed').count()).toBe(1);

    const drawer = await openDrawer();
    const item = drawer.getByRole('listitem').filter({ hasText: 'test job' });
    await item.getByText('Completed').waitFor();
    expect(
      await item
        .getByRole('progressbar', { name: 'Progress of test job' })
        .getAttribute('aria-valuenow'),
    ).toBe('100');
    await item.getByText('3 of 3 processed').waitFor();
  });

  it('cancels a running job from the drawer', async () => {
    await signIn();
    await page.goto(`${server.url}/app/a/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await createJob(TEST_JOB, { items: 20, delayMs: 500 });

    const drawer = await openDrawer();
    // A manual refresh reads at once, and polls every 2 s again.
    await drawer.getByRole('button', { name: 'Refresh' }).click();
    const item = drawer.getByRole('listitem').filter({ hasText: 'test job' }).first();
    await item.getByRole('button', { name: 'Cancel' }).click();
    await item.getByText('Canceled').waitFor({ timeout: 10_000 });
  });

  it('downloads the file of a finished export through a signed URL', async () => {
    await signIn();
    await page.goto(`${server.url}/app/a/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    const product = await page.request.post(`${server.url}/admin/products`, {
      data: {
        title: 'E2E shirt',
        handle: 'e2e-shirt',
        status: 'published',
        options: [{ title: 'Size' }],
        variants: [{ title: 'M', sku: 'E2E-M', options: [{ value: 'M' }], prices: [] }],
      },
    });
    expect(product.status()).toBe(200);
    await createJob('product-export', {});
    await toast('product export batch job completed').waitFor({ timeout: 20_000 });

    const drawer = await openDrawer();
    const item = drawer.getByRole('listitem').filter({ hasText: 'product export' }).first();
    const signed = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/admin/uploads/download-url',
    );
    const download = page.waitForEvent('download').catch(() => null);
    const opened = context.waitForEvent('page').catch(() => null);
    await item.getByRole('button', { name: 'Download' }).click();
    const answer = await signed;
    expect(answer.status()).toBe(200);
    const { download_url } = await answer.json();
    // The signed URL is what the new tab opens, and it serves the CSV.
    const file = await page.request.get(download_url);
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain('e2e-shirt');
    const tab = await Promise.race([opened, download]);
    expect(tab).not.toBeNull();
  });
});

describe('the example extension', () => {
  it('adds a sidebar link to its own route', async () => {
    await signIn();
    await page.goto(`${server.url}/app/a/settings`);
    await page.getByRole('link', { name: 'Hello' }).first().click();
    await page.getByRole('heading', { name: 'Hello from an extension' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/a/hello');
  });

  it('shows its widget and settings card on the settings index, and its settings page', async () => {
    await signIn();
    await page.goto(`${server.url}/app/a/settings`);
    const widget = page.locator('[data-widget-zone="settings.list.before"]');
    await widget.getByText('Example widget').waitFor();
    const cards = page.getByRole('list', { name: 'Settings' }).getByRole('heading');
    // Built-in and extension pages in one list, sorted by path: /hello after /details.
    expect(await cards.allTextContents()).toEqual([
      'Usage data',
      'Currencies',
      'Store details',
      'Hello extension',
      'Locations',
      'Notifications',
      'Personal information',
      'Publishable API keys',
      'Regions',
      'Return reasons',
      'Sales channels',
      'Shipping profiles',
      'Taxes',
      'Team',
    ]);
    await page.getByRole('link', { name: /Hello extension/ }).click();
    await page.getByRole('heading', { name: 'Example extension settings' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/a/settings/hello');
  });

  it('shows its widget above the product list, and nothing on the sign-in page', async () => {
    await page.goto(`${server.url}/app/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.locator('[data-widget-zone]').count()).toBe(0);
    await signIn();
    await page.goto(`${server.url}/app/a/products`);
    await page
      .locator('[data-widget-zone="product.list.before"]')
      .getByText('Example widget')
      .waitFor();
  });

  it('leaves other paths to the not-found page', async () => {
    await signIn();
    await page.goto(`${server.url}/app/a/no-such-extension-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto(`${server.url}/app/a/settings/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
