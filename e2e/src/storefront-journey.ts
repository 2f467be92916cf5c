/**
 * The set-up the storefront journeys share: the real server with the demo store seeded
 * over HTTP, one Chromium per file, and a fresh context per test (a first visit, with its
 * own localStorage for region, cart and language).
 */
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, type OpenPage, openPage, SHOPPER_LOCALE } from './browser.ts';
import { seedDemo, staffClient } from './checkout-flow.ts';
import { type RunningServer, startServer } from './server.ts';

export interface StorefrontJourney extends OpenPage {
  server: RunningServer;
}

/** Registers the file's hooks; the returned object holds the current test's page. */
export function storefrontJourney(staffEmail: string): StorefrontJourney {
  const journey = {} as StorefrontJourney;
  let browser: Browser | undefined;

  beforeAll(async () => {
    journey.server = await startServer();
    await seedDemo(await staffClient(journey.server.url, journey.server.database, staffEmail));
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await journey.server?.close();
  });

  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start');
    Object.assign(
      journey,
      await openPage(browser, { viewport: { width: 1280, height: 900 }, locale: SHOPPER_LOCALE }),
    );
    // A step that waits in vain fails on its own line, before the test's 30 s run out
    // (a CI rehearsal's slow-network journey timed out without saying where).
    journey.page.setDefaultTimeout(20_000);
  });

  afterEach(async () => {
    await journey.context?.close();
  });

  return journey;
}
