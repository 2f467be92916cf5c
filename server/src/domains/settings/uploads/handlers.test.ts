import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { sign } from './signing.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'uploads-'));
let database: Database;
let app: FastifyInstance;
let anonymous: FastifyInstance;

beforeAll(async () => {
  // Stubbed, not assigned: test files share their worker process (vitest.config.ts).
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('UPLOAD_MAX_FILE_SIZE', String(64 * 1024));
  vi.stubEnv('UPLOAD_SECRET', 'test-secret');
  vi.stubEnv('UPLOAD_MAX_FILES', '3');
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  anonymous = await buildTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await anonymous?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

async function upload(parts: Part[], url = '/admin/uploads', instance = app) {
  return instance.inject({ method: 'POST', url, ...multipart(parts) });
}

describe('POST /admin/uploads', () => {
  it('stores the files and serves them at their public URL', async () => {
    const response = await upload([
      { filename: 'shirt front.png', type: 'image/png', content: 'png-bytes' },
      { filename: 'notes.txt', type: 'text/plain', content: 'hello' },
    ]);
    const { uploads } = expectContract('AdminCreateUpload', response);
    expect(uploads).toHaveLength(2);
    expect(uploads[0].key).toMatch(/^[0-9A-Z]{26}-shirt-front\.png$/);
    expect(uploads[0].url).toBe(`http://localhost:80/uploads/${uploads[0].key}`);
    expect(existsSync(join(dataDir, 'uploads', uploads[0].key))).toBe(true);

    const served = await app.inject({ method: 'GET', url: `/uploads/${uploads[0].key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.body).toBe('png-bytes');
    const text = await app.inject({ method: 'GET', url: `/uploads/${uploads[1].key}` });
    expect(text.body).toBe('hello');
  });

  it('refuses a type outside the allow-list and keeps none of the request’s files', async () => {
    const before = readdirSync(join(dataDir, 'uploads')).length;
    const response = await upload([
      { filename: 'ok.csv', type: 'text/csv', content: 'a,b' },
      { filename: 'run.exe', type: 'application/octet-stream', content: 'MZ' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'invalid_data', code: 'file_type_not_allowed' });
    expect(readdirSync(join(dataDir, 'uploads')).length).toBe(before);
    const lying = await upload([{ filename: 'x.png', type: 'text/html', content: '<script>' }]);
    expect(lying.statusCode).toBe(400);
  });

  it('answers 413 for a file over the size limit', async () => {
    const response = await upload([
      { filename: 'big.json', type: 'application/json', content: Buffer.alloc(65 * 1024, 'a') },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      type: 'payload_too_large',
      message: `File big.json is larger than the limit of ${64 * 1024} bytes`,
    });
    expect(readdirSync(join(dataDir, 'uploads')).filter((f) => f.includes('big'))).toEqual([]);
  });

  it('answers 413 for more files than allowed in one request', async () => {
    const files = Array.from({ length: 4 }, (_, i) => ({ filename: `f${i}.txt`, content: 'x' }));
    const response = await upload(files);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      type: 'payload_too_large',
      message: 'At most 3 files per upload',
    });
    expect(readdirSync(join(dataDir, 'uploads')).filter((f) => /-f\d\.txt$/.test(f))).toEqual([]);
  });

  it('400 for a body without files, with other fields, or not multipart', async () => {
    expect((await upload([])).statusCode).toBe(400);
    const field = await upload([{ name: 'title', content: 'x' }]);
    expect(field.statusCode).toBe(400);
    expect(field.json().message).toBe('body.title is not allowed');
    const wrongName = await upload([{ name: 'file', filename: 'a.txt', content: 'x' }]);
    expect(wrongName.json().message).toBe('body.file is not allowed');
    const json = await app.inject({
      method: 'POST',
      url: '/admin/uploads',
      payload: { files: [] },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().type).toBe('invalid_data');
  });

  it('needs credentials', async () => {
    for (const url of ['/admin/uploads', '/admin/uploads/protected']) {
      const response = await upload([{ filename: 'a.txt', content: 'x' }], url, anonymous);
      expect(response.statusCode).toBe(401);
      expect(response.json().type).toBe('unauthorized');
    }
  });
});

describe('protected uploads and signed download URLs', () => {
  let key: string;

  beforeAll(async () => {
    const response = await upload(
      [{ filename: 'prices.csv', type: 'text/csv', content: 'sku,price\r\nA,100\r\n' }],
      '/admin/uploads/protected',
    );
    key = expectContract('AdminCreateProtectedUpload', response).uploads[0].key;
  });

  it('stores them apart and never serves them publicly', async () => {
    expect(key).toMatch(/^protected\/[0-9A-Z]{26}-prices\.csv$/);
    expect(existsSync(join(dataDir, 'uploads-protected', key.slice('protected/'.length)))).toBe(
      true,
    );
    expect((await app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
    const unsigned = await app.inject({ method: 'GET', url: `/downloads/${key}` });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json().type).toBe('forbidden');
  });

  it('downloads through a signed URL until it expires', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/admin/uploads/download-url',
      payload: { file_key: key },
    });
    const { download_url } = expectContract('AdminCreateUploadDownloadUrl', response);
    const url = new URL(download_url);
    expect(url.pathname).toBe(`/downloads/${key}`);
    const downloaded = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-type']).toBe('text/csv');
    expect(downloaded.body).toBe('sku,price\r\nA,100\r\n');

    const tampered = url.search.replace(/expires=\d+/, 'expires=9999999999');
    expect((await app.inject({ method: 'GET', url: url.pathname + tampered })).statusCode).toBe(
      403,
    );
    const otherFile = await app.inject({
      method: 'GET',
      url: `/downloads/protected/other.csv${url.search}`,
    });
    expect(otherFile.statusCode).toBe(403);

    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await app.inject({
      method: 'GET',
      url: `/downloads/${key}?expires=${past}&signature=${sign('test-secret', key, past)}`,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ type: 'forbidden', message: 'The download URL has expired' });
  });

  it('404 for an unknown key, 400 for a bad body, 401 without credentials', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/admin/uploads/download-url',
      payload: { file_key: 'protected/nothing.csv' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('File with id: protected/nothing.csv was not found');
    const traversal = await app.inject({
      method: 'POST',
      url: '/admin/uploads/download-url',
      payload: { file_key: '../pglite/PG_VERSION' },
    });
    expect(traversal.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: '/admin/uploads/download-url',
      payload: { key },
    });
    expect(bad.statusCode).toBe(400);
    const anon = await anonymous.inject({
      method: 'POST',
      url: '/admin/uploads/download-url',
      payload: { file_key: key },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('DELETE /admin/uploads', () => {
  it('deletes a file by key, then answers 404 for it', async () => {
    const response = await upload([
      { filename: 'gone.pdf', type: 'application/pdf', content: '%PDF' },
    ]);
    const { key } = expectContract('AdminCreateUpload', response).uploads[0];
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/admin/uploads',
      payload: { file_key: key },
    });
    expect(expectContract('AdminDeleteUpload', deleted)).toEqual({
      id: key,
      object: 'file',
      deleted: true,
    });
    expect((await app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
    const again = await app.inject({
      method: 'DELETE',
      url: '/admin/uploads',
      payload: { file_key: key },
    });
    expect(again.statusCode).toBe(404);
  });

  it('400 for a bad body, 401 without credentials', async () => {
    const bad = await app.inject({
      method: 'DELETE',
      url: '/admin/uploads',
      payload: { file_key: 1 },
    });
    expect(bad.statusCode).toBe(400);
    const anon = await anonymous.inject({
      method: 'DELETE',
      url: '/admin/uploads',
      payload: { file_key: 'x' },
    });
    expect(anon.statusCode).toBe(401);
  });
});
