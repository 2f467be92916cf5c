/**
 * Single-endpoint figures of one database (issues 4, 5 and 29): store product reads under
 * autocannon (10 connections, BENCH_ENDPOINT_SECONDS each, default 10) — anonymous and
 * cached, with a browser's gzip, signed in (a customer's bearer token: cached per their
 * groups), priced for a region, priced for a cart (`&cart_id=`, cached per pricing context:
 * the cart's region and its customer's groups) — then checkout with 4 shoppers at once (BENCH_CHECKOUT_SECONDS,
 * default 15), then the server's memory after the runs.
 */

import autocannon from 'autocannon';
import type { TestPostgres } from '../../../server/src/test/postgres.ts';
import type { DatabaseKind } from './args.ts';
import { call } from './bench-http.ts';
import { type ServerBuild, startBenchServer } from './bench-server.ts';
import { checkoutThroughput } from './checkout.ts';
import { demoStore, topUpStock } from './demo-store.ts';
import type { BenchResult } from './report.ts';

const SECONDS = Number(process.env.BENCH_ENDPOINT_SECONDS ?? 10);
const CHECKOUT_SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 15);
const CHECKOUT_SHOPPERS = 4;
/** Issue 29's targets on 2 cores. */
const CHECKOUT_TARGET: Record<DatabaseKind, string> = {
  pglite: '>= 20 orders/s',
  postgres: '>= 35 orders/s',
};
export const MEMORY_TARGET = '<= 200 MB';

/** What a browser sends: it accepts gzip, so cached answers go out compressed. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

interface LoadCase {
  name: string;
  path: string;
  headers: Record<string, string>;
  targets?: { rate: string; p99: string };
}

/**
 * A signed-in shopper's headers: a new customer's bearer token. Their reads are answered from
 * the cache under their groups' pricing (issue 29; until session 44 a cookie kept every read
 * past the cache, and the bench sent one of no session, read as anonymous).
 */
async function signedIn(base: string): Promise<Record<string, string>> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench shopper password';
  await call(base, 'POST', '/store/customers', {
    email,
    password,
    first_name: 'Bench',
    last_name: 'Shopper',
  });
  const { access_token } = await call<{ access_token: string }>(base, 'POST', '/store/auth/token', {
    email,
    password,
  });
  return { ...BROWSER, authorization: `Bearer ${access_token}` };
}

function loadCases(
  region: string,
  product: string,
  cart: string,
  signedInHeaders: Record<string, string>,
): LoadCase[] {
  const list = 'GET /store/products?limit=20';
  const detail = 'GET /store/products/{id}';
  return [
    {
      name: `${list}&cart_id (priced for a cart)`,
      path: `/store/products?limit=20&cart_id=${cart}`,
      headers: {},
      targets: { rate: '>= 500 req/s', p99: '<= 50 ms' },
    },
    {
      name: `${list} (anonymous, cached)`,
      path: '/store/products?limit=20',
      headers: {},
      targets: { rate: '> 3000 req/s', p99: '< 20 ms' },
    },
    { name: `${list} (browser, gzip)`, path: '/store/products?limit=20', headers: BROWSER },
    {
      name: `${list} (signed in)`,
      path: '/store/products?limit=20',
      headers: signedInHeaders,
    },
    {
      name: `${list}&region_id`,
      path: `/store/products?limit=20&region_id=${region}`,
      headers: {},
    },
    { name: `${detail} (anonymous, cached)`, path: `/store/products/${product}`, headers: {} },
    {
      name: `${detail}?region_id`,
      path: `/store/products/${product}?region_id=${region}`,
      headers: {},
    },
    {
      name: `${detail}?region_id (signed in)`,
      path: `/store/products/${product}?region_id=${region}`,
      headers: signedInHeaders,
    },
  ];
}

async function measure(base: string, load: LoadCase): Promise<BenchResult[]> {
  const result = await autocannon({
    url: `${base}${load.path}`,
    connections: 10,
    duration: SECONDS,
    headers: load.headers,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${load.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return [
    {
      name: `${load.name}: requests per second`,
      value: result.requests.average,
      unit: 'req/s',
      ...(load.targets ? { target: load.targets.rate } : {}),
    },
    { name: `${load.name}: p50`, value: result.latency.p50, unit: 'ms' },
    {
      name: `${load.name}: p99`,
      value: result.latency.p99,
      unit: 'ms',
      ...(load.targets ? { target: load.targets.p99 } : {}),
    },
  ];
}

export async function benchEndpoints(
  build: ServerBuild,
  kind: DatabaseKind,
  postgres: TestPostgres | null,
): Promise<BenchResult[]> {
  const server = await startBenchServer(build, kind, postgres);
  try {
    const base = server.url;
    const store = await demoStore(base);
    await topUpStock(base, store);
    const product = store.products[0]?.id;
    if (!product) throw new Error('the demo store has no product');
    const { cart } = await call<{ cart: { id: string } }>(base, 'POST', '/store/carts', {
      region_id: store.regionId,
    });
    const results: BenchResult[] = [];
    for (const load of loadCases(store.regionId, product, cart.id, await signedIn(base))) {
      results.push(...(await measure(base, load)));
    }
    const checkout = await checkoutThroughput(
      base,
      store.regionId,
      store.variants,
      CHECKOUT_SHOPPERS,
      CHECKOUT_SECONDS * 1000,
    );
    const [orders, ...rest] = checkout;
    if (orders) results.push({ ...orders, target: CHECKOUT_TARGET[kind] }, ...rest);
    const memory = server.memory();
    results.push(
      {
        name: 'server memory after the runs (VmRSS)',
        value: memory.rssMb,
        unit: 'MB',
        target: MEMORY_TARGET,
      },
      { name: 'server peak memory (VmHWM)', value: memory.peakMb, unit: 'MB' },
    );
    return results;
  } finally {
    await server.stop();
  }
}
