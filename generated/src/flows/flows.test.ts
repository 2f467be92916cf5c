import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../runtime/client.ts';
import { startCheckout } from './start-checkout.ts';
import { uploadFiles } from './uploads.ts';

const seen: { method: string; url: string; contentType: string; body: string }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        body: Buffer.concat(chunks).toString('latin1'),
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url === '/store/carts')
        res.end(JSON.stringify({ cart: { id: 'cart_1', payment_sessions: [] } }));
      else if (req.url === '/store/carts/cart_1/payment-sessions') {
        res.end(
          JSON.stringify({ cart: { id: 'cart_1', payment_sessions: [{ provider_id: 'manual' }] } }),
        );
      } else res.end(JSON.stringify({ uploads: [{ url: 'http://x/a.txt', key: 'a.txt' }] }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('startCheckout', () => {
  it('creates the cart, then its payment sessions, and answers the cart with them', async () => {
    seen.length = 0;
    const result = await startCheckout(createClient({ baseUrl }), { region_id: 'reg_1' });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /store/carts',
      'POST /store/carts/cart_1/payment-sessions',
    ]);
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({ region_id: 'reg_1' });
    expect(result.cart.payment_sessions).toEqual([{ provider_id: 'manual' }]);
  });
});

describe('uploadFiles', () => {
  it('sends one multipart POST with a files field per file', async () => {
    seen.length = 0;
    const files = [
      new File(['hello'], 'a.txt', { type: 'text/plain' }),
      new File(['world'], 'b.txt'),
    ];
    const result = await uploadFiles(createClient({ baseUrl, apiKey: 'k' }), files);
    expect(result.uploads[0]?.key).toBe('a.txt');
    const [req] = seen;
    expect(req?.url).toBe('/admin/uploads');
    expect(req?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(req?.body.match(/name="files"; filename="[ab]\.txt"/g)).toHaveLength(2);
    expect(req?.body).toContain('hello');
  });

  it('goes to the protected endpoint when asked', async () => {
    seen.length = 0;
    await uploadFiles(createClient({ baseUrl }), [new Blob(['x'])], { protected: true });
    expect(seen[0]?.url).toBe('/admin/uploads/protected');
  });
});
