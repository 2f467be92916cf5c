import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

/*
 * The JavaScript Chromium loads for a page of a built app, summed as gzip (level 6, what a
 * web server or CDN sends). Measured in a real browser, so lazy route chunks count only
 * when the page really asks for them.
 */

export interface BuiltApp {
  /** The URL path the app's assets are served under, e.g. `/app/assets/`. */
  assets: string;
  /** The app's build folder; an asset's file is `dist` + its path after `mount`. */
  dist: string;
  /** The URL path the app is mounted at, `/` or `/app/`. */
  mount: string;
}

/** The gzip size (KB) of every script of `app` the page requested while loading `url`. */
export async function initialScriptKb(
  browser: Browser,
  app: BuiltApp,
  url: string,
  before?: (page: Page) => Promise<void>,
): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (before) await before(page);
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith(app.assets) && path.endsWith('.js')) scripts.add(path);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // BENCH_LIST=1 names the files, to see what a page pulls in.
    if (process.env.BENCH_LIST) console.log([...scripts].join('\n'));
    let bytes = 0;
    for (const path of scripts) {
      const file = readFileSync(join(app.dist, path.slice(app.mount.length)));
      bytes += gzipSync(file, { level: 6 }).length;
    }
    return bytes / 1024;
  } finally {
    await context.close();
  }
}
