import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { buildTestApp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { MAX_PARAM_LENGTH } from './framework-errors.ts';

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

/** The contract's error body, with the headers every answer carries, and no URL in it. */
function expectContractError(response: LightMyRequestResponse, status: number, echo: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = response.json();
  expect(Object.keys(body).sort()).toEqual(['message', 'type']);
  expect(body.type).toBe('invalid_data');
  expect(body.message).not.toContain(echo);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(response.headers['x-request-id']).toEqual(expect.any(String));
}

describe('path parameters', () => {
  it('take a valid email of over 100 characters (Fastify’s default limit)', async () => {
    const email = `${'a'.repeat(100)}@example.com`;
    const response = await app.inject(`/store/auth/${email}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ exists: false });
  });

  it('answer one over the router’s limit with a 414 in the contract’s shape', async () => {
    const id = `prod_${'x'.repeat(MAX_PARAM_LENGTH)}`;
    const response = await app.inject(`/store/products/${id}`);
    expectContractError(response, 414, 'xxxxxxxxxx');
    expect(response.json().message).toBe(
      `A path parameter is longer than ${MAX_PARAM_LENGTH} characters`,
    );
  });
});

describe('URLs that do not decode', () => {
  it('answer 400 invalid_data without quoting the URL', async () => {
    for (const url of ['/store/products/%zz', '/store/products/%E0%A4%A', '/no-route/%zz']) {
      const response = await app.inject(url);
      expectContractError(response, 400, '%');
      expect(response.json().message).toBe('The URL is not correctly percent-encoded');
    }
  });
});

describe('unknown routes', () => {
  it('quote at most the first 100 characters of the path', async () => {
    const path = `/store/${'y'.repeat(5000)}`;
    const response = await app.inject({ method: 'GET', url: `${path}?q=1` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      type: 'not_found',
      message: `Route GET ${path.slice(0, 100)}… was not found`,
    });
  });
});

describe('requests Node cannot parse', () => {
  it('answer a URL over the header size limit with 431 in the contract’s shape', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/store/products/${'z'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({
      type: 'invalid_data',
      message: 'The URL or the headers are too large',
    });
  });
});
