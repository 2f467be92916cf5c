import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { PagePool } from './page-pool.ts';
import { playStory, renderDocs } from './preview-events.ts';
import { type StaticServer, serveStatic } from './static-server.ts';

/**
 * The static Storybook as reviewers open it: `storybook-static/` served over HTTP, each
 * story selected in the preview and its play function and axe checks run there, in
 * Chromium, without Vitest or the test runner's user agent (either changes how Storybook and
 * libraries behave: NODE_ENV is `production` here, animations are not paused). A story that
 * would show a red badge to a reviewer fails here with its id and error.
 */

const PAGES_SIDE_BY_SIDE = 3;
/** Past this a story counts as hung; the slowest play functions take a few seconds. */
const STORY_DEADLINE_MS = 20_000;
const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string };

const dir = inject('storybookStaticDir');
const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const entries = Object.values(index.entries);
const stories = entries.filter((entry) => entry.type === 'story');
const docs = entries.filter((entry) => entry.type === 'docs');

let server: StaticServer;
let browser: Browser;
let pool: PagePool;

beforeAll(async () => {
  server = await serveStatic(dir);
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_ARGS,
    headless: true,
  });
  pool = await PagePool.open(browser, `${server.url}/iframe.html`, PAGES_SIDE_BY_SIDE);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

test('the build has stories and docs pages to check', () => {
  expect(stories.length).toBeGreaterThan(0);
  expect(docs.length).toBeGreaterThan(0);
});

test('the build opens on the introduction, which links to every other docs page', async () => {
  // The manager opens the first entry of the index when the address names none.
  expect(entries[0]?.id).toBe('introduction--docs');
  const result = await pool.use(
    async (page) => {
      const outcome = await page.evaluate(renderDocs, 'introduction--docs');
      const hrefs = await page.$$eval('#storybook-docs a[href^="?path=/docs/"]', (links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      );
      return { ...outcome, linked: hrefs.map((href) => href.replace('?path=/docs/', '')) };
    },
    STORY_DEADLINE_MS,
    { reloadAfter: true },
  );
  expect(result.errors).toEqual([]);
  const others = docs.map((entry) => entry.id).filter((id) => id !== 'introduction--docs');
  expect(new Set(result.linked)).toEqual(new Set(others));
});

describe.concurrent('every story plays green in the static build', () => {
  test.each(stories.map((story) => [story.id]))('%s', async (id) => {
    const outcome = await pool.use((page) => page.evaluate(playStory, id), STORY_DEADLINE_MS);
    expect(outcome.errors, `story ${id}`).toEqual([]);
  });
});

describe.concurrent('every docs page renders without leftovers', () => {
  test.each(docs.map((entry) => [entry.id]))('%s', async (id) => {
    const outcome = await pool.use((page) => page.evaluate(renderDocs, id), STORY_DEADLINE_MS, {
      reloadAfter: true,
    });
    expect(outcome.errors, `docs ${id}`).toEqual([]);
  });
});
