/**
 * Issue 29's shopper load: virtual shoppers (10, 50, 200; BENCH_SHOPPERS=10,50 to choose)
 * each looping for BENCH_SHOPPERS_SECONDS (default 20) over a weighted mix of what a
 * shopper does — a listing page (paged), a collection, a product page, a search, add to
 * cart, change a quantity, now and then the whole checkout — with a think time between
 * steps (uniform, BENCH_THINK_MS on average). Its default, 5 s, is short for a shopper who
 * reads a page (recorded visits spend 10-60 s a page), so the load errs on the heavy side;
 * 200 shoppers then ask for about 40 steps a second. BENCH_THINK_MS=100 is the stress
 * variant (each shopper clicks ten times a second: a closed loop that measures the server's
 * capacity, whose latency is the queue). Pages are priced for the shopper's cart once there
 * is one (`cart_id`), for the region before. Reported per level:
 * p50/p95/p99 per step, steps and orders per second, errors with the first messages, the
 * bench client's own CPU (so a saturated client shows), the server's memory after.
 */
import { cpuUsage } from 'node:process';
import type { TestPostgres } from '../../../server/src/test/postgres.ts';
import type { DatabaseKind } from './args.ts';
import { call } from './bench-http.ts';
import { type ServerBuild, startBenchServer } from './bench-server.ts';
import {
  addLineItem,
  type CartAnswer,
  completeCheckout,
  createCart,
  type StepTimes,
  timed,
} from './checkout.ts';
import { type DemoStore, demoStore, topUpStock } from './demo-store.ts';
import { MEMORY_TARGET } from './endpoints.ts';
import type { BenchResult } from './report.ts';
import { percentile } from './stats.ts';

const LEVELS = (process.env.BENCH_SHOPPERS ?? '10,50,200').split(',').map(Number);
// Long enough for a shopper at the default think time to reach the checkout (~12 steps).
const SECONDS = Number(process.env.BENCH_SHOPPERS_SECONDS ?? 60);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 5000);
const PAGE = 12;
/** Issue 29's targets: 200 shoppers on PostgreSQL, every step's p95. */
const STEP_P95_TARGET = '<= 300 ms';
const FIRST_ERRORS = 3;

export type Action =
  | 'listing'
  | 'collection'
  | 'product'
  | 'search'
  | 'add'
  | 'quantity'
  | 'checkout';

/** How often each thing is done, before and after the shopper has a cart. */
export const MIX: Record<'browsing' | 'withCart', Partial<Record<Action, number>>> = {
  browsing: { listing: 30, collection: 10, product: 30, search: 12, add: 18 },
  withCart: {
    listing: 20,
    collection: 6,
    product: 20,
    search: 8,
    add: 18,
    quantity: 16,
    checkout: 12,
  },
};

/** The action whose share of the weights `random` (0 <= random < 1) falls in. */
export function pickAction(weights: Partial<Record<Action, number>>, random: number): Action {
  const entries = Object.entries(weights) as [Action, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let point = random * total;
  for (const [action, weight] of entries) {
    if (point < weight) return action;
    point -= weight;
  }
  const last = entries.at(-1);
  if (!last) throw new Error('no actions to pick from');
  return last[0];
}

interface Shopper {
  cart?: CartAnswer['cart'];
}

function any<T>(items: T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to choose from');
  return item;
}

class Load {
  readonly times: StepTimes = new Map();
  orders = 0;
  errors = 0;
  readonly firstErrors: string[] = [];

  constructor(
    private readonly base: string,
    private readonly store: DemoStore,
  ) {}

  private pricing(shopper: Shopper): string {
    return shopper.cart ? `cart_id=${shopper.cart.id}` : `region_id=${this.store.regionId}`;
  }

  private get(step: string, path: string) {
    return timed(this.times, step, () => call(this.base, 'GET', path));
  }

  async act(shopper: Shopper, action: Action): Promise<void> {
    const { store, base, times } = this;
    const pages = Math.max(1, Math.ceil(store.products.length / PAGE));
    switch (action) {
      case 'listing': {
        const offset = Math.floor(Math.random() * pages) * PAGE;
        await this.get(
          'listing page',
          `/store/products?limit=${PAGE}&offset=${offset}&${this.pricing(shopper)}`,
        );
        return;
      }
      case 'collection':
        await this.get(
          'collection page',
          `/store/products?limit=${PAGE}&collection_id[]=${any(store.collections)}&${this.pricing(shopper)}`,
        );
        return;
      case 'product':
        await this.get(
          'product page',
          `/store/products/${any(store.products).id}?${this.pricing(shopper)}`,
        );
        return;
      case 'search':
        await this.get(
          'search',
          `/store/products?limit=${PAGE}&q=${encodeURIComponent(any(store.words))}&${this.pricing(shopper)}`,
        );
        return;
      case 'add': {
        shopper.cart ??= (await createCart(base, store.regionId, times)).cart;
        const quantity = 1 + Math.floor(Math.random() * 2);
        shopper.cart = (
          await addLineItem(base, shopper.cart.id, any(store.variants), quantity, times)
        ).cart;
        return;
      }
      case 'quantity': {
        const cart = shopper.cart;
        const item = cart?.items.length ? any(cart.items) : undefined;
        if (!cart || !item) return this.act(shopper, 'add');
        shopper.cart = (
          await timed(times, 'POST .../line-items/{line_id} (quantity)', () =>
            call<CartAnswer>(base, 'POST', `/store/carts/${cart.id}/line-items/${item.id}`, {
              quantity: 1 + Math.floor(Math.random() * 3),
            }),
          )
        ).cart;
        return;
      }
      case 'checkout': {
        const cart = shopper.cart;
        if (!cart?.items.length) return this.act(shopper, 'add');
        await completeCheckout(base, cart.id, times);
        shopper.cart = undefined;
        this.orders++;
        return;
      }
    }
  }

  async run(shopper: Shopper, deadline: number): Promise<void> {
    while (performance.now() < deadline) {
      // Thinking first also spreads the shoppers' first requests instead of one burst.
      if (THINK_MS > 0)
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * THINK_MS));
      if (performance.now() >= deadline) return;
      const action = pickAction(shopper.cart ? MIX.withCart : MIX.browsing, Math.random());
      try {
        await this.act(shopper, action);
      } catch (error) {
        this.errors++;
        if (this.firstErrors.length < FIRST_ERRORS)
          this.firstErrors.push(
            String(error instanceof Error ? error.message : error).slice(0, 200),
          );
        // The cart may be half way through a step; a shopper in trouble starts again.
        shopper.cart = undefined;
      }
    }
  }
}

/** The steps in the order a shopper meets them, so each run's report reads alike. */
const STEP_ORDER = [
  'listing page',
  'collection page',
  'product page',
  'search',
  'POST /store/carts',
  'POST .../line-items',
  'POST .../line-items/{line_id} (quantity)',
];

function inFlowOrder(times: StepTimes): [string, number[]][] {
  const rank = (step: string) => {
    const index = STEP_ORDER.indexOf(step);
    return index === -1 ? STEP_ORDER.length : index;
  };
  // Array.prototype.sort is stable: the checkout's steps keep the order they were first met.
  return [...times].sort(([a], [b]) => rank(a) - rank(b));
}

async function level(
  base: string,
  store: DemoStore,
  shoppers: number,
  kind: DatabaseKind,
  serverCpuSeconds: () => number,
): Promise<BenchResult[]> {
  const load = new Load(base, store);
  const cpuBefore = cpuUsage();
  const serverCpuBefore = serverCpuSeconds();
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(Array.from({ length: shoppers }, () => load.run({}, deadline)));
  const elapsedMs = performance.now() - started;
  const cpu = cpuUsage(cpuBefore);
  const serverCpu = serverCpuSeconds() - serverCpuBefore;
  const steps = [...load.times.values()].reduce((sum, times) => sum + times.length, 0);
  const prefix = `${shoppers} shoppers`;
  const p95Target = shoppers === 200 && kind === 'postgres' ? { target: STEP_P95_TARGET } : {};
  return [
    {
      name: `${prefix}: steps per second`,
      value: steps / (elapsedMs / 1000),
      unit: 'steps/s',
      note: `${steps} steps in ${(elapsedMs / 1000).toFixed(0)} s, think time ${THINK_MS} ms on average`,
    },
    {
      name: `${prefix}: orders per second`,
      value: load.orders / (elapsedMs / 1000),
      unit: 'orders/s',
    },
    {
      name: `${prefix}: errors`,
      value: load.errors,
      unit: 'errors',
      target: '= 0',
      ...(load.firstErrors.length ? { note: `first: ${load.firstErrors.join(' / ')}` } : {}),
    },
    {
      // What a step costs the server whatever the machine's load (flags are weighed by it).
      name: `${prefix}: server CPU per step`,
      value: (serverCpu * 1000) / steps,
      unit: 'ms',
      note: `${((serverCpu * 100000) / elapsedMs).toFixed(0)} % of a core`,
    },
    {
      name: `${prefix}: bench client CPU`,
      value: ((cpu.user + cpu.system) / 1000 / elapsedMs) * 100,
      unit: '% of a core',
      target: '< 90 % (else the client is the bottleneck)',
    },
    ...inFlowOrder(load.times).flatMap(([step, times]) => [
      { name: `${prefix}: ${step} p50`, value: percentile(times, 50), unit: 'ms' },
      { name: `${prefix}: ${step} p95`, value: percentile(times, 95), unit: 'ms', ...p95Target },
      { name: `${prefix}: ${step} p99`, value: percentile(times, 99), unit: 'ms' },
    ]),
  ];
}

export async function benchShoppers(
  build: ServerBuild,
  kind: DatabaseKind,
  postgres: TestPostgres | null,
): Promise<BenchResult[]> {
  const server = await startBenchServer(build, kind, postgres);
  try {
    const store = await demoStore(server.url);
    await topUpStock(server.url, store);
    const results: BenchResult[] = [];
    for (const shoppers of LEVELS) {
      results.push(...(await level(server.url, store, shoppers, kind, server.cpuSeconds)));
      results.push({
        name: `${shoppers} shoppers: server memory after (VmRSS)`,
        value: server.memory().rssMb,
        unit: 'MB',
      });
    }
    const memory = server.memory();
    results.push(
      {
        name: 'server memory after the shopper runs (VmRSS)',
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
