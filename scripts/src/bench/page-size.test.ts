/**
 * The page-size figure is the gzip size of the app's scripts a real browser loads, and a
 * missing or unserved build fails with a message instead of reading 0 KB.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../../e2e/src/browser.ts';
import { assertBuilt, type BuiltApp, initialScriptKb } from './page-size.ts';

let dist: string;
let server: Server;
let origin: string;
let browser: Browser;

// `/app/login` is the admin's page; `/other` a page with the other app's script only.
const pages: Record<string, string> = {
  '/app/login': '<script type="module" src="/app/assets/app.js"></script>',
  '/other': '<script type="module" src="/assets/storefront.js"></script>',
};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'page-size-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/app.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  server = createServer((request, response) => {
    const path = request.url ?? '/';
    const page = pages[path];
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html>${page}`);
    } else if (path.endsWith('.js')) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end('');
    } else {
      // As the server answers a path it does not know: a JSON body.
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"message":"Not Found"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

const app = (): BuiltApp => ({ assets: '/app/assets/', dist, mount: '/app/' });

describe('initialScriptKb', () => {
  it("sums the gzip size of the app's scripts the page loads", async () => {
    const expected = gzipSync(readFileSync(join(dist, 'assets/app.js')), { level: 6 }).length;
    expect(await initialScriptKb(browser, app(), `${origin}/app/login`)).toBe(expected / 1024);
  });

  it("fails when the page loads none of the app's scripts", async () => {
    await expect(initialScriptKb(browser, app(), `${origin}/other`)).rejects.toThrow(
      /loaded no script under \/app\/assets\//,
    );
  });

  it('fails when the page is not there', async () => {
    await expect(initialScriptKb(browser, app(), `${origin}/app/missing`)).rejects.toThrow(
      /answered 404/,
    );
  });
});

describe('assertBuilt', () => {
  it('fails on a folder without a build and passes with one', () => {
    expect(() => assertBuilt(app(), 'npm run build')).toThrow(/holds no build/);
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    expect(() => assertBuilt(app(), 'npm run build')).not.toThrow();
  });
});
