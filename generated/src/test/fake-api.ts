/**
 * A tiny HTTP API on loopback for the hook tests: a few products and carts in memory,
 * answering in the contract's shapes. Records every request it serves.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeApi {
  url: string;
  requests: string[];
  /** Answer the next N requests with this status instead. */
  failNext(count: number, status: number): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => resolve(raw ? (JSON.parse(raw) as Record<string, unknown>) : {}));
  });
}

export async function startFakeApi(): Promise<FakeApi> {
  const products = [{ id: 'prod_1', title: 'Shirt' }];
  const carts = new Map<
    string,
    {
      id: string;
      items: { id: string; variant_id: string; quantity: number }[];
      payment_sessions: unknown[];
    }
  >();
  const requests: string[] = [];
  let failures = { count: 0, status: 500 };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(`${req.method} ${url.pathname}`);
    const body = await readBody(req);
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    if (failures.count > 0) {
      failures.count--;
      return send(failures.status, { type: 'unknown_error', message: 'failing on purpose' });
    }
    const path = url.pathname;
    const cartMatch = /^\/store\/carts\/([^/]+)(\/.*)?$/.exec(path);
    if (req.method === 'GET' && path === '/admin/products') {
      return send(200, { products, count: products.length, offset: 0, limit: 20 });
    }
    if (req.method === 'POST' && path === '/admin/products') {
      const product = { id: `prod_${products.length + 1}`, title: String(body.title) };
      products.push(product);
      return send(200, { product });
    }
    if (req.method === 'POST' && path === '/store/carts') {
      const cart = { id: `cart_${carts.size + 1}`, items: [], payment_sessions: [] };
      carts.set(cart.id, cart);
      return send(200, { cart });
    }
    const cart = cartMatch ? carts.get(cartMatch[1] ?? '') : undefined;
    if (!cart)
      return send(404, { type: 'not_found', message: `Route ${req.method} ${path} was not found` });
    const rest = cartMatch?.[2] ?? '';
    if (req.method === 'GET' && rest === '') return send(200, { cart });
    if (req.method === 'POST' && rest === '/line-items') {
      cart.items.push({
        id: `item_${cart.items.length + 1}`,
        variant_id: String(body.variant_id),
        quantity: Number(body.quantity),
      });
      return send(200, { cart });
    }
    if (req.method === 'POST' && rest === '/payment-sessions') {
      cart.payment_sessions = [{ provider_id: 'manual' }];
      return send(200, { cart });
    }
    if (req.method === 'POST' && rest === '/complete') {
      return send(200, { type: 'order', data: { id: 'order_1', cart_id: cart.id } });
    }
    return send(404, { type: 'not_found', message: 'not found' });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    failNext: (count, status) => {
      failures = { count, status };
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
