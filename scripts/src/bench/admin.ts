import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../../e2e/src/browser.ts';
import { startServer } from '../../../e2e/src/server.ts';
import { createUser } from '../../../server/src/resources/users/service.ts';
import type { BenchResult } from './report.ts';
import { root } from './report.ts';

/*
 * Issue 7's size figures: the JavaScript Chromium loads for the admin's first page, summed
 * as gzip (level 6, what a web server or CDN sends), for /app/login and for the first
 * main-area page after signing in. Measured on a fresh production build, in a real browser,
 * so lazy route chunks count only when the page really asks for them.
 */

const STAFF = { email: 'bench@example.com', password: 'bench password', role: 'admin' as const };
const DIST = join(root, 'admin/dist');

/** The gzip size of every /app/assets/*.js the page requested while loading. */
async function initialScriptKb(
  browser: Browser,
  url: string,
  before?: (page: import('playwright-core').Page) => Promise<void>,
): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (before) await before(page);
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/app/assets/') && path.endsWith('.js')) scripts.add(path);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    let bytes = 0;
    // BENCH_LIST=1 names the files, to see what a page pulls in.
    if (process.env.BENCH_LIST) console.log([...scripts].join('\n'));
    for (const path of scripts) {
      const file = readFileSync(join(DIST, path.slice('/app/'.length)));
      bytes += gzipSync(file, { level: 6 }).length;
    }
    return bytes / 1024;
  } finally {
    await context.close();
  }
}

export async function benchAdmin(): Promise<BenchResult[]> {
  execFileSync('npm', ['run', '-s', '-w', '@commerce/admin', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    await createUser(server.database.db, { ...STAFF, first_name: 'Bench', last_name: 'User' });
    const login = await initialScriptKb(browser, `${server.url}/app/login`);
    const main = await initialScriptKb(browser, `${server.url}/app/a/orders`, async (page) => {
      const response = await page.request.post(`${server.url}/admin/auth`, {
        data: { email: STAFF.email, password: STAFF.password },
      });
      if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
    });
    return [
      {
        name: 'admin initial JavaScript, /app/login',
        value: login,
        unit: 'KB gzip',
        target: '<= 200 KB gzip',
      },
      { name: 'admin initial JavaScript, /app/a/orders (signed in)', value: main, unit: 'KB gzip' },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
