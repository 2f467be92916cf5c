import { call } from './bench-http.ts';
import type { BenchResult } from './report.ts';
import { percentile } from './stats.ts';

/*
 * Issue 5's checkout flow over a light client (bench-http.ts), so the figures are the
 * server's, not a client's: create a cart, add a line item, email and address, the cart's
 * shipping options, a shipping method, payment sessions, select `manual`, complete. The endpoints section
 * runs it with 4 shoppers at once; the virtual shoppers (shoppers.ts) reuse its steps.
 */

const ADDRESS = {
  first_name: 'Bench',
  last_name: 'Shopper',
  address_1: 'Unter den Linden 1',
  city: 'Berlin',
  country_code: 'de',
  postal_code: '10117',
};

export interface CartAnswer {
  cart: { id: string; items: { id: string; variant_id: string | null }[] };
}

/** Milliseconds per step, across every shopper. */
export type StepTimes = Map<string, number[]>;

export async function timed<T>(times: StepTimes, step: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const list = times.get(step) ?? [];
  list.push(performance.now() - started);
  times.set(step, list);
  return result;
}

export function createCart(base: string, regionId: string, times: StepTimes) {
  return timed(times, 'POST /store/carts', () =>
    call<CartAnswer>(base, 'POST', '/store/carts', { region_id: regionId }),
  );
}

export function addLineItem(
  base: string,
  cartId: string,
  variantId: string,
  quantity: number,
  times: StepTimes,
) {
  return timed(times, 'POST .../line-items', () =>
    call<CartAnswer>(base, 'POST', `/store/carts/${cartId}/line-items`, {
      variant_id: variantId,
      quantity,
    }),
  );
}

/** The checkout after the cart has its items: the six calls up to the order. */
export async function completeCheckout(base: string, cartId: string, times: StepTimes) {
  const path = `/store/carts/${cartId}`;
  await timed(times, 'POST /store/carts/{id} (email, address)', () =>
    call(base, 'POST', path, { email: 'bench@example.com', shipping_address: ADDRESS }),
  );
  const { shipping_options } = await timed(times, 'GET /store/shipping-options/{cart_id}', () =>
    call<{ shipping_options: { id: string }[] }>(base, 'GET', `/store/shipping-options/${cartId}`),
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

/** One shopper's whole checkout, each request timed under its step's name. */
export async function checkout(
  base: string,
  regionId: string,
  variantId: string,
  times: StepTimes,
) {
  const { cart } = await createCart(base, regionId, times);
  await addLineItem(base, cart.id, variantId, 1, times);
  await completeCheckout(base, cart.id, times);
}

/**
 * Orders per second of `shoppers` shoppers each checking out over and over for
 * `durationMs` (after a few checkouts to warm up), buying the variants in turn.
 */
export async function checkoutThroughput(
  base: string,
  regionId: string,
  variants: string[],
  shoppers: number,
  durationMs: number,
): Promise<BenchResult[]> {
  let next = 0;
  const variant = () => variants[next++ % variants.length] as string;
  const warmUp: StepTimes = new Map();
  for (let i = 0; i < shoppers; i++) await checkout(base, regionId, variant(), warmUp);

  const flows: number[] = [];
  const steps: StepTimes = new Map();
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: shoppers }, async () => {
      while (performance.now() < deadline) {
        const flowStart = performance.now();
        await checkout(base, regionId, variant(), steps);
        flows.push(performance.now() - flowStart);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return [
    {
      name: `checkout, ${shoppers} shoppers at once: orders per second`,
      value: flows.length / seconds,
      unit: 'orders/s',
      note: `${flows.length} orders in ${seconds.toFixed(0)} s`,
    },
    { name: 'whole checkout (8 requests): p50', value: percentile(flows, 50), unit: 'ms' },
    { name: 'whole checkout (8 requests): p99', value: percentile(flows, 99), unit: 'ms' },
    ...[...steps].flatMap(([step, times]) => [
      { name: `checkout step ${step}: p50`, value: percentile(times, 50), unit: 'ms' },
      { name: `checkout step ${step}: p99`, value: percentile(times, 99), unit: 'ms' },
    ]),
  ];
}
