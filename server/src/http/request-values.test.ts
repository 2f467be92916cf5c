import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { buildTestApp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { MAX_REQUEST_DEPTH, refusalOf } from './request-values.ts';

describe('the rules of every request value', () => {
  it('refuses C0 control characters and DEL, but keeps tab, line feed and carriage return', () => {
    for (const code of [0x00, 0x01, 0x07, 0x0b, 0x0c, 0x1b, 0x1f, 0x7f]) {
      expect(refusalOf({ title: `a${String.fromCharCode(code)}b` }, 'body')).toBe(
        'body.title must not contain control characters',
      );
    }
    expect(refusalOf({ note: 'line one\r\n\tline two' }, 'body')).toBeUndefined();
    expect(refusalOf({ name: 'Ærø – 東京 🚲' }, 'body')).toBeUndefined();
  });

  it('names the field inside arrays and nested objects, and refuses keys too', () => {
    expect(refusalOf({ items: [{ title: 'ok' }, { title: '\u0000' }] }, 'body')).toBe(
      'body.items.1.title must not contain control characters',
    );
    expect(refusalOf({ metadata: { 'a\u0000': 1 } }, 'body')).toBe(
      'body.metadata has a key that must not contain control characters',
    );
    expect(refusalOf({ id: 'prod\u0000' }, 'path')).toBe(
      'path.id must not contain control characters',
    );
  });

  it('refuses half a character (an unpaired surrogate)', () => {
    expect(refusalOf({ q: 'a\ud800' }, 'query')).toBe(
      'query.q must not contain unpaired surrogates',
    );
    expect(refusalOf({ q: '😀' }, 'query')).toBeUndefined();
  });

  it(`refuses values nested more than ${MAX_REQUEST_DEPTH} levels, without recursing`, () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(refusalOf({ a: deep }, 'body')).toBe(
      `body must not nest more than ${MAX_REQUEST_DEPTH} levels deep`,
    );
    let fine: unknown = 'leaf';
    for (let level = 0; level < MAX_REQUEST_DEPTH - 1; level++) fine = { a: fine };
    expect(refusalOf(fine, 'body')).toBeUndefined();
  });

  it('never echoes a long key', () => {
    const key = 'k'.repeat(20_000);
    expect(refusalOf({ [key]: { title: '\u0007' } }, 'body')?.length).toBeLessThan(120);
  });
});

describe('the rules through the API', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await testDatabase();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const refused = async (options: InjectOptions) => {
    const response = await app.inject(options);
    expect(response.statusCode).toBe(400);
    return response.json();
  };

  it('answers 400 invalid_data for a NUL byte in a path parameter, a query or a body', async () => {
    expect(await refused({ method: 'GET', url: '/store/products/%00' })).toEqual({
      type: 'invalid_data',
      message: 'path.id must not contain control characters',
    });
    expect((await refused({ method: 'GET', url: '/store/products?q=%00' })).message).toBe(
      'query.q must not contain control characters',
    );
    const body = await refused({
      method: 'POST',
      url: '/store/customers',
      payload: { email: 'a@example.com', password: 'long-enough-1', first_name: 'A\u0000' },
    });
    expect(body.message).toBe('body.first_name must not contain control characters');
  });

  it('answers 400 for a body nested 10 000 levels deep', async () => {
    const payload = `{"email":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const body = await refused({
      method: 'POST',
      url: '/store/auth',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(body.message).toBe(`body must not nest more than ${MAX_REQUEST_DEPTH} levels deep`);
  });
});
