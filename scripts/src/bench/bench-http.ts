import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/*
 * The bench's HTTP client: node's http module over kept-alive connections. It replaced
 * fetch (undici) because the shoppers run on the server's machine and their CPU is taken
 * from the server's: fetch cost about 26 ms of the bench's CPU per checkout (9 calls,
 * `checkout-cpu.ts`'s client figure), about half of what 35 orders/s on 2 cores leaves
 * for a whole checkout (server/README.md, "Cart changes and checkout", ninth pass). It asks
 * for brotli as a browser does, so the server's compression stays in its figures.
 */

const agent = new http.Agent({ keepAlive: true });

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/** One request to the store API; throws with the answer when it is not a 2xx. */
export function call<T>(
  base: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<T> {
  const url = new URL(`${base}${path}`);
  const payload = body ? JSON.stringify(body) : method === 'POST' ? '{}' : undefined;
  return new Promise<T>((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        headers: {
          accept: 'application/json',
          'accept-encoding': 'br, gzip',
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const text = decoded(Buffer.concat(chunks), response.headers['content-encoding']);
            const status = response.statusCode ?? 0;
            if (status < 200 || status > 299) {
              reject(new Error(`${method} ${path}: ${status} ${text}`));
              return;
            }
            resolve(JSON.parse(text) as T);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
