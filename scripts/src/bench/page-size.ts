import { existsSync, readFileSync } from 'node:fs';
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

/**
 * Throws unless `app.dist` holds a build. Without one the server serves the other app's page,
 * or a 404, in its place, and the page loads none of this app's scripts: a figure of 0 KB.
 */
export function assertBuilt(app: BuiltApp, buildCommand: string): void {
  // The admin's build has its page; the storefront's (rendered on the server) its manifest.
  const built = ['index.html', '.vite/manifest.json'].some((file) =>
    existsSync(join(app.dist, file)),
  );
  if (!built) {
    throw new Error(`${app.dist} holds no build (no index.html) after \`${buildCommand}\``);
  }
}

/**
 * The gzip size (KB) of every script of `app` the page requested while loading `url`. Throws
 * when the page did not load or loaded no script of `app`, rather than answer 0.
 */
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
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response?.ok()) {
      throw new Error(`${url} answered ${response?.status() ?? 'nothing'}, not the app's page`);
    }
    if (scripts.size === 0) {
      throw new Error(
        `${url} loaded no script under ${app.assets}: the server does not serve the build in ${app.dist}`,
      );
    }
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
