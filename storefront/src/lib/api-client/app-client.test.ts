import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { ClientError, ClientErrorKind } from '@commerce/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStorefrontClient } from './app-client.ts';

/*
 * The storefront's client against a real HTTP server on loopback (the client runtime's own test
 * pattern, generated/src/runtime/client.test.ts): the retry rule of specification section 9
 * as the app configures it.
 */

let server: Server;
let baseUrl: string;
let seen: IncomingHttpHeaders[] = [];
/** How the server answers the n-th request (from 1). */
let answer: (n: number, res: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen.push(req.headers);
      answer(seen.length, res);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

beforeEach(() => {
  seen = [];
});

const fast = { baseMs: 1, capMs: 2 };
const status = (res: ServerResponse, code: number, body: unknown) => {
  res.writeHead(code, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const createCart = () =>
  createStorefrontClient(baseUrl, fast).request({
    method: 'post',
    path: '/store/carts',
    body: { region_id: 'reg_1' },
  });
const keys = () => seen.map((headers) => headers['idempotency-key']);

describe("the storefront's client", () => {
  it('sends a POST whose connection drops 3 more times, with one Idempotency-Key', async () => {
    answer = (_n, res) => res.socket?.destroy();
    const error = await createCart().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).kind).toBe(ClientErrorKind.Network);
    expect(seen).toHaveLength(4);
    expect(new Set(keys()).size).toBe(1);
    expect(keys()[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries a 503 up to 3 times and takes the answer of the fourth attempt', async () => {
    answer = (n, res) =>
      n < 4
        ? status(res, 503, { type: 'service_unavailable', message: 'busy' })
        : status(res, 200, { cart: { id: 'cart_1' } });
    await expect(createCart()).resolves.toEqual({ cart: { id: 'cart_1' } });
    expect(seen).toHaveLength(4);
    expect(new Set(keys()).size).toBe(1);
  });

  it('gives up after the third retry of a 503', async () => {
    answer = (_n, res) => status(res, 503, { type: 'service_unavailable', message: 'busy' });
    await expect(createCart()).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(4);
  });

  it('does not retry a 4xx, and gives the next POST a key of its own', async () => {
    answer = (_n, res) => status(res, 400, { type: 'invalid_data', message: 'no' });
    await expect(createCart()).rejects.toMatchObject({ status: 400 });
    expect(seen).toHaveLength(1);
    await expect(createCart()).rejects.toMatchObject({ status: 400 });
    expect(seen).toHaveLength(2);
    expect(keys()[0]).not.toBe(keys()[1]);
  });
});
