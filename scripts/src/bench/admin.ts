import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { launchBrowser } from '../../../e2e/src/browser.ts';
import { startServer } from '../../../e2e/src/server.ts';
import { createUser } from '../../../server/src/domains/people/index.ts';
import { assertBuilt, initialScriptKb } from './page-size.ts';
import type { BenchResult } from './report.ts';
import { root } from './report.ts';

/*
 * Issue 7's size figures: the JavaScript the admin's first page loads (page-size.ts), for
 * /app/login and for the first main-area page after signing in, on a fresh production build.
 */

const STAFF = { email: 'bench@example.com', password: 'bench password', role: 'admin' as const };
const ADMIN = { assets: '/app/assets/', dist: join(root, 'admin/dist'), mount: '/app/' };

export async function benchAdmin(): Promise<BenchResult[]> {
  execFileSync('npm', ['run', '-s', '-w', '@commerce/admin', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  assertBuilt(ADMIN, 'npm run build -w @commerce/admin');
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    await createUser(server.database.db, { ...STAFF, first_name: 'Bench', last_name: 'User' });
    const login = await initialScriptKb(browser, ADMIN, `${server.url}/app/login`);
    const main = await initialScriptKb(
      browser,
      ADMIN,
      `${server.url}/app/a/orders`,
      async (page) => {
        const response = await page.request.post(`${server.url}/admin/auth`, {
          data: { email: STAFF.email, password: STAFF.password },
        });
        if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
      },
    );
    return [
      {
        name: 'admin initial JavaScript, /app/login',
        value: login,
        unit: 'KB gzip',
        target: '<= 150 KB gzip',
      },
      { name: 'admin initial JavaScript, /app/a/orders (signed in)', value: main, unit: 'KB gzip' },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}
