import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { testDatabase } from '../test/database.ts';
import {
  API_URL_META,
  adminApiUrlFromEnv,
  adminPage,
  EXAMPLE_EXTENSION_META,
  exampleExtensionFromEnv,
} from './admin-page.ts';

const BUILT = '<html><head><title>admin</title></head><body></body></html>';
const SWITCH = `<meta name="${EXAMPLE_EXTENSION_META}" content="true" />`;

describe("the admin's page and its example extension switch", () => {
  let dir: string;
  let database: Database;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'admin-page-'));
    mkdirSync(join(dir, 'admin'), { recursive: true });
    writeFileSync(join(dir, 'admin', 'index.html'), BUILT);
    database = await testDatabase();
  });

  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function pages(adminExampleExtension: boolean, adminApiUrl?: string) {
    const app = await buildApp({
      database,
      apps: { admin: join(dir, 'admin') },
      adminExampleExtension,
      ...(adminApiUrl ? { adminApiUrl } : {}),
    });
    try {
      const urls = ['/app', '/app/', '/app/a/orders', '/app/index.html'];
      return await Promise.all(urls.map((url) => app.inject(url)));
    } finally {
      await app.close();
    }
  }

  it('is the page as built while the example extension is off', async () => {
    for (const page of await pages(false)) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(BUILT);
    }
  });

  it('carries the switch in its head on every admin URL when it is on, never from a cache', async () => {
    for (const page of await pages(true)) {
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toBe(BUILT.replace('</head>', `${SWITCH}</head>`));
    }
  });

  it('names ADMIN_API_URL in its head, the API the admin then talks to (issue 25)', async () => {
    for (const page of await pages(false, 'http://127.0.0.1:9100')) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(
        BUILT.replace(
          '</head>',
          `<meta name="${API_URL_META}" content="http://127.0.0.1:9100" /></head>`,
        ),
      );
    }
  });

  it('reads ADMIN_API_URL as an http(s) URL, and writes it as an attribute value', () => {
    expect(adminApiUrlFromEnv(undefined)).toBeUndefined();
    expect(adminApiUrlFromEnv('https://medusa.example.com/')).toBe('https://medusa.example.com');
    expect(adminApiUrlFromEnv('https://example.com/api/')).toBe('https://example.com/api');
    expect(adminApiUrlFromEnv('javascript:alert(1)')).toBeUndefined();
    const page = adminPage(BUILT, { exampleExtension: false, apiUrl: 'https://a.test/"><x' });
    expect(page).toContain('content="https://a.test/&quot;&gt;&lt;x"');
  });

  it('reads ADMIN_EXAMPLE_EXTENSION as the other boolean settings, off by default', () => {
    expect(exampleExtensionFromEnv(undefined)).toBe(false);
    expect(exampleExtensionFromEnv('')).toBe(false);
    expect(exampleExtensionFromEnv('false')).toBe(false);
    expect(exampleExtensionFromEnv('true')).toBe(true);
    expect(exampleExtensionFromEnv(' ON ')).toBe(true);
  });
});
