/**
 * The retry rule of specification section 9 as an app's client must follow it, for each app
 * to run against its own client (admin and storefront `lib/api-client/app-client.test.ts`):
 * a real HTTP server on loopback (the runtime's own test pattern, runtime/client.test.ts)
 * that drops or refuses the app's POST, and what the client then sends and answers.
 */
import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ClientConfig } from '../runtime/client.ts';
import { ClientError, ClientErrorKind } from '../runtime/errors.ts';

export interface AppClientUnderTest {
  /**
   * Sends one POST of the app through its own client, made for `baseUrl` with `backoff`
   * (short waits, so the retries take milliseconds).
   */
  post(baseUrl: string, backoff: ClientConfig['backoff']): Promise<unknown>;
  /** What the server answers the POST when it succeeds; the client must return it. */
  created: unknown;
}

/** The hook layer's retries, run against an app's client: `name` is the suite's title. */
export function describeAppClientRetries(name: string, client: AppClientUnderTest): void {
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

  const status = (res: ServerResponse, code: number, body: unknown) => {
    res.writeHead(code, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const post = () => client.post(baseUrl, { baseMs: 1, capMs: 2 });
  const keys = () => seen.map((headers) => headers['idempotency-key']);

  describe(name, () => {
    it('sends a POST whose connection drops 3 more times, with one Idempotency-Key', async () => {
      answer = (_n, res) => res.socket?.destroy();
      const error = await post().catch((e: unknown) => e);
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
          : status(res, 200, client.created);
      await expect(post()).resolves.toEqual(client.created);
      expect(seen).toHaveLength(4);
      expect(new Set(keys()).size).toBe(1);
    });

    it('gives up after the third retry of a 503', async () => {
      answer = (_n, res) => status(res, 503, { type: 'service_unavailable', message: 'busy' });
      await expect(post()).rejects.toMatchObject({ status: 503 });
      expect(seen).toHaveLength(4);
    });

    it('does not retry a 4xx, and gives the next POST a key of its own', async () => {
      answer = (_n, res) => status(res, 400, { type: 'invalid_data', message: 'no' });
      await expect(post()).rejects.toMatchObject({ status: 400 });
      expect(seen).toHaveLength(1);
      await expect(post()).rejects.toMatchObject({ status: 400 });
      expect(seen).toHaveLength(2);
      expect(keys()[0]).not.toBe(keys()[1]);
    });
  });
}
