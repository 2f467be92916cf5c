import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { buildTestApp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import type { Query } from './handlers.ts';
import { componentSchemas, routeSchema } from './schemas.ts';
import { APIS, loadSpec, specOperations } from './spec.ts';
import { validatorCompiler } from './validation.ts';

let database: Database;
let app: FastifyInstance;
let seenQuery: Query<'StoreListProducts'> | undefined;

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, {
    handlers: {
      // Records what reached the handler after parsing, coercion and defaults.
      StoreListProducts: async (request) => {
        seenQuery = request.query;
        return { products: [], count: 0, offset: 0, limit: 20 };
      },
      // Answers with a field the contract does not declare, as a success or as an error.
      StoreGetRegion: async (request, reply) => {
        if (request.params.id === 'reg_missing') {
          reply.code(404);
          return { type: 'not_found', message: 'No such region', table: 'region' } as never;
        }
        return { region: { id: request.params.id, internal_note: 'staff only' } } as never;
      },
    },
  });
  app.get('/store/test-failure', async () => {
    throw new Error('connection to db-internal:5432 failed for user "commerce"');
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the contract as routes', () => {
  it('registers every operation of both specs', () => {
    const operations = specOperations();
    // Counted from the documents themselves, so a new operation needs no edit here.
    const inDocuments = APIS.flatMap((api) =>
      Object.values(loadSpec(api).paths).flatMap((item) => Object.keys(item)),
    );
    expect(operations).toHaveLength(inDocuments.length);
    expect(operations.length).toBeGreaterThan(300);
    for (const { method, url } of operations) expect(app.hasRoute({ method, url })).toBe(true);
  });

  it('serializes a success and an error through their schemas, dropping undeclared fields', async () => {
    const found = await app.inject({ method: 'GET', url: '/store/regions/reg_1' });
    // The region itself lacks required fields: the projection refuses it rather than leak.
    expect(found.statusCode).toBe(500);
    expect(found.body).not.toContain('staff only');
    const missing = await app.inject({ method: 'GET', url: '/store/regions/reg_missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ type: 'not_found', message: 'No such region' });
  });

  it('compiles every request schema of the contract, though a route compiles its own when first called', () => {
    const compile = validatorCompiler(componentSchemas());
    const parts = ['params', 'querystring', 'headers', 'body'] as const;
    let compiled = 0;
    for (const spec of specOperations()) {
      const schema = routeSchema(spec);
      for (const httpPart of parts) {
        if (!schema[httpPart]) continue;
        const validate = compile({ schema: schema[httpPart], httpPart, ...spec });
        // The first call compiles; an empty value may be invalid, but nothing may throw.
        expect(() => validate(httpPart === 'body' ? null : {}), spec.operationId).not.toThrow();
        compiled += 1;
      }
    }
    expect(compiled).toBeGreaterThan(specOperations().length);
  });
});

describe('errors (api-conventions.md)', () => {
  it('answers unknown routes with JSON not_found', async () => {
    const response = await app.inject({ method: 'GET', url: '/admin/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      type: 'not_found',
      message: 'Route GET /admin/nothing-here was not found',
    });
  });

  it('rejects a body with a field the contract does not declare', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/store/carts',
      payload: { region_id: 'reg_1', is_admin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'invalid_data',
      message: 'body.is_admin is not allowed',
    });
  });

  it('does not coerce body types the way it coerces query strings', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/store/carts/cart_1/line-items',
      payload: { variant_id: 'variant_1', quantity: '2' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'invalid_data',
      message: 'body.quantity must be integer',
    });
  });

  it('answers malformed JSON with invalid_data', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/store/carts',
      headers: { 'content-type': 'application/json' },
      payload: '{"region_id":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'invalid_data' });
  });

  it('answers a body over the limit with JSON payload_too_large', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/store/carts',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ region_id: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ type: 'payload_too_large' });
  });

  it('answers 401 JSON before the handler when credentials are required', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-verifiable-yet' }]) {
      const response = await app.inject({ method: 'GET', url: '/admin/products', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({
        type: 'unauthorized',
        message: 'Authentication is required',
      });
    }
  });

  it('lets the public admin operations through without credentials', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/admin/auth',
      payload: { email: 'nobody@example.com', password: 'secret' },
    });
    // The handler's own refusal, not the auth hook's 'Authentication is required'.
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ type: 'unauthorized', message: 'Wrong email or password' });
  });

  it('answers a bug with 500, a request id and no internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/store/test-failure' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      type: 'unknown_error',
      message: 'An unexpected error occurred.',
      request_id: response.headers['x-request-id'],
    });
    expect(response.body).not.toMatch(/5432|commerce|stack/);
  });
});

describe('query strings', () => {
  const list = (query: string) => app.inject({ method: 'GET', url: `/store/products?${query}` });

  it('validates them against the contract', async () => {
    expect((await list('limit=abc')).json()).toEqual({
      type: 'invalid_data',
      message: 'query.limit must be integer',
    });
    expect((await list('created_at[gte]=yesterday')).statusCode).toBe(400);
    expect((await list('colour=red')).json()).toEqual({
      type: 'invalid_data',
      message: 'query.colour is not allowed',
    });
  });

  it('parses brackets into objects and arrays, coerces types and applies defaults', async () => {
    const ids = Array.from({ length: 25 }, (_, index) => `id[]=prod_${index}`).join('&');
    const response = await list(
      `limit=5&created_at[gte]=2026-01-01T00:00:00Z&is_giftcard=false&${ids}&tags=t1`,
    );
    expect(response.statusCode).toBe(200);
    expect(seenQuery).toMatchObject({
      limit: 5,
      offset: 0,
      created_at: { gte: '2026-01-01T00:00:00Z' },
      is_giftcard: false,
      tags: ['t1'],
    });
    expect(seenQuery?.id).toHaveLength(25);
  });
});
