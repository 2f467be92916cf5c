import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeServerBuild, spawnServer, stopServer } from '../../../e2e/src/server-process.ts';
import type { BenchResult } from './report.ts';

/*
 * Issue 5's checkout figures: the real server (server/src/main.ts) on loopback with the
 * demo store of its first start, and SHOPPERS concurrent shoppers each running the whole
 * checkout over and over for DURATION_MS: create a cart, add a line item, email and
 * address, the cart's shipping options, a shipping method, payment sessions, select
 * `manual`, complete. Plain fetch, so the figures are the server's, not a client's.
 */

const SHOPPERS = 4;
const DURATION_MS = 15_000;
const WARM_UP = 4;
const ADDRESS = {
  first_name: 'Bench',
  last_name: 'Shopper',
  address_1: 'Unter den Linden 1',
  city: 'Berlin',
  country_code: 'de',
  postal_code: '10117',
};

async function call<T>(base: string, method: 'GET' | 'POST', path: string, body?: object) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : method === 'POST' ? { body: '{}' } : {}),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

type Cart = { cart: { id: string } };

/** Milliseconds per step of the flow, across every shopper's checkouts. */
type StepTimes = Map<string, number[]>;

async function timed<T>(times: StepTimes, step: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const list = times.get(step) ?? [];
  list.push(performance.now() - started);
  times.set(step, list);
  return result;
}

/** One shopper's whole checkout, each request timed under its step's name. */
async function checkout(base: string, regionId: string, variantId: string, times: StepTimes) {
  const { cart } = await timed(times, 'POST /store/carts', () =>
    call<Cart>(base, 'POST', '/store/carts', { region_id: regionId }),
  );
  const path = `/store/carts/${cart.id}`;
  await timed(times, 'POST .../line-items', () =>
    call(base, 'POST', `${path}/line-items`, { variant_id: variantId, quantity: 1 }),
  );
  await timed(times, 'POST /store/carts/{id} (email, address)', () =>
    call(base, 'POST', path, { email: 'bench@example.com', shipping_address: ADDRESS }),
  );
  const { shipping_options } = await timed(times, 'GET /store/shipping-options/{cart_id}', () =>
    call<{ shipping_options: { id: string }[] }>(base, 'GET', `/store/shipping-options/${cart.id}`),
  );
  const option = shipping_options[0];
  if (!option) throw new Error('the demo store offers no shipping option');
  await timed(times, 'POST .../shipping-methods', () =>
    call(base, 'POST', `${path}/shipping-methods`, { option_id: option.id }),
  );
  await timed(times, 'POST .../payment-sessions', () =>
    call(base, 'POST', `${path}/payment-sessions`),
  );
  await timed(times, 'POST .../payment-session (manual)', () =>
    call(base, 'POST', `${path}/payment-session`, { provider_id: 'manual' }),
  );
  const completion = await timed(times, 'POST .../complete', () =>
    call<{ type: string }>(base, 'POST', `${path}/complete`),
  );
  if (completion.type !== 'order') throw new Error(`completion answered ${completion.type}`);
}

/** The demo variants to buy, one unit each in turn, so no variant runs out of stock. */
async function demoVariants(base: string, regionId: string): Promise<string[]> {
  const { products } = await call<{
    products: { variants: { id: string; inventory_quantity: number }[] }[];
  }>(base, 'GET', `/store/products?limit=100&region_id=${regionId}`);
  return products.flatMap((p) =>
    p.variants.filter((v) => v.inventory_quantity > 0).map((v) => v.id),
  );
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export async function benchCheckout(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'commerce-bench-checkout-'));
  // The first start seeds the demo store (with its shipping options) into this folder.
  const server = await spawnServer(
    { DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-password' },
    180_000,
  );
  try {
    const base = server.url;
    const { regions } = await call<{ regions: { id: string; currency_code: string }[] }>(
      base,
      'GET',
      '/store/regions',
    );
    const region = regions.find((r) => r.currency_code === 'eur');
    if (!region) throw new Error('the demo store was not seeded');
    const variants = await demoVariants(base, region.id);
    let next = 0;
    const variant = () => variants[next++ % variants.length] as string;
    const warmUp: StepTimes = new Map();
    for (let i = 0; i < WARM_UP; i++) await checkout(base, region.id, variant(), warmUp);

    const flows: number[] = [];
    const steps: StepTimes = new Map();
    const started = performance.now();
    const deadline = started + DURATION_MS;
    await Promise.all(
      Array.from({ length: SHOPPERS }, async () => {
        while (performance.now() < deadline) {
          const flowStart = performance.now();
          await checkout(base, region.id, variant(), steps);
          flows.push(performance.now() - flowStart);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return [
      {
        name: `orders per second (${SHOPPERS} shoppers, ${DURATION_MS / 1000} s, ${flows.length} orders)`,
        value: flows.length / seconds,
        unit: 'orders/s',
      },
      {
        name: 'whole checkout (8 requests): latency p50',
        value: percentile(flows, 50),
        unit: 'ms',
      },
      {
        name: 'whole checkout (8 requests): latency p99',
        value: percentile(flows, 99),
        unit: 'ms',
      },
      ...[...steps].map(([step, times]) => ({
        name: `${step}: latency p50 (p99 ${percentile(times, 99).toFixed(0)} ms)`,
        value: percentile(times, 50),
        unit: 'ms',
      })),
    ];
  } finally {
    await stopServer(server);
    removeServerBuild();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
