import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';

/*
 * PUBLIC_URL (http/public-url.ts): behind a proxy the request's Host may be an internal
 * name, or whatever a client sends. With PUBLIC_URL set, every absolute link the server
 * writes starts with it whatever the Host header says. (The demo images of the first
 * start: seed/first-start.test.ts.)
 */

const PUBLIC_URL = 'https://shop.example.com';
const dataDir = mkdtempSync(join(tmpdir(), 'public-url-'));
let database: Database;
let admin: FastifyInstance;
let shop: FastifyInstance;

beforeAll(async () => {
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('UPLOAD_BASE_URL', '');
  database = await testDatabase();
  admin = await buildTestApp(database, { authenticate: authenticateAsStaff });
  shop = await buildTestApp(database);
});

afterAll(async () => {
  await admin?.close();
  await shop?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

function upload(url: string, host: string) {
  const boundary = '----public-url-boundary';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
  );
  return admin.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, host },
  });
}

describe('absolute links', () => {
  it('start with the request’s origin while PUBLIC_URL is unset', async () => {
    vi.stubEnv('PUBLIC_URL', '');
    const uploaded = await upload('/admin/uploads', 'internal.lan:9000');
    expect(uploaded.json().uploads[0].url).toMatch(/^http:\/\/internal\.lan:9000\/uploads\//);
    const sitemap = await shop.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'internal.lan:9000' },
    });
    expect(sitemap.body).toContain('<loc>http://internal.lan:9000/</loc>');
  });

  it('start with PUBLIC_URL when set, whatever the Host header', async () => {
    vi.stubEnv('PUBLIC_URL', PUBLIC_URL);
    for (const host of ['internal.lan:9000', 'attacker.example']) {
      const uploaded = await upload('/admin/uploads', host);
      expect(uploaded.statusCode).toBe(200);
      const [file] = uploaded.json().uploads;
      expect(file.url).toBe(`${PUBLIC_URL}/uploads/${file.key}`);
      // The link leads to the file (the proxy forwards PUBLIC_URL's requests here).
      const served = await shop.inject({ method: 'GET', url: new URL(file.url).pathname });
      expect(served.body).toBe('hello');

      const privateFile = await upload('/admin/uploads/protected', host);
      expect(privateFile.json().uploads[0].url).toMatch(new RegExp(`^${PUBLIC_URL}/downloads/`));
      const download = await admin.inject({
        method: 'POST',
        url: '/admin/uploads/download-url',
        payload: { file_key: privateFile.json().uploads[0].key },
        headers: { host },
      });
      expect(download.json().download_url).toMatch(new RegExp(`^${PUBLIC_URL}/downloads/`));

      const sitemap = await shop.inject({ method: 'GET', url: '/sitemap.xml', headers: { host } });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/</loc>`);
      expect(sitemap.body).not.toContain(host);
      const robots = await shop.inject({ method: 'GET', url: '/robots.txt', headers: { host } });
      expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    }
  });
});
