/**
 * The cart-priced product list (the endpoints section's first case), server builds side by
 * side (issue 29, item 1):
 *
 *   npx tsx scripts/src/bench/cart-list-ab.ts [--db pglite|postgres] [--rounds 3]
 *     [--seconds 8] <checkout> <checkout> …
 *
 * Each checkout's `server/dist/main.js` (built there with `node scripts/build-server.mjs`) is
 * started as the bench starts servers, on a fresh database with the demo store and one guest
 * cart. Each round measures every build in turn with autocannon (10 connections, the first
 * round from a cold server as the bench does), the order reversed every other round so all
 * see the same machine load. Prints req/s, p50 and p99, and the server's CPU per request
 * (/proc/<pid>/stat, 10 ms ticks), which a loaded machine disturbs less than req/s.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { DatabaseKind } from './args.ts';
import { call } from './bench-http.ts';
import { type BenchServer, benchPostgres, serverBuild, startBenchServer } from './bench-server.ts';
import { demoStore, topUpStock } from './demo-store.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    db: { type: 'string', default: 'pglite' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '8' },
  },
});
if (positionals.length === 0 || (values.db !== 'postgres' && values.db !== 'pglite')) {
  console.error('usage: cart-list-ab.ts [--db pglite|postgres] <checkout> <checkout> …');
  process.exit(2);
}
const kind: DatabaseKind = values.db;

interface Side {
  name: string;
  server: BenchServer;
  path: string;
}

const postgres = kind === 'postgres' ? await benchPostgres() : null;
const sides: Side[] = [];
try {
  for (const checkout of positionals) {
    const server = await startBenchServer(serverBuild(checkout), kind, postgres);
    sides.push({ name: checkout, server, path: '' });
    const store = await demoStore(server.url);
    await topUpStock(server.url, store);
    const { cart } = await call<{ cart: { id: string } }>(server.url, 'POST', '/store/carts', {
      region_id: store.regionId,
    });
    (sides.at(-1) as Side).path = `/store/products?limit=20&cart_id=${cart.id}`;
  }
  for (let round = 1; round <= Number(values.rounds); round++) {
    for (const side of round % 2 ? sides : [...sides].reverse()) {
      const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
      const cpu = side.server.cpuSeconds();
      const result = await autocannon({
        url: `${side.server.url}${side.path}`,
        connections: 10,
        duration: Number(values.seconds),
      });
      const perRequest = ((side.server.cpuSeconds() - cpu) * 1000) / result.requests.total;
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${side.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      console.log(
        `round ${round} ${side.name}: ${result.requests.average.toFixed(0)} req/s, p50 ` +
          `${result.latency.p50} ms, p99 ${result.latency.p99} ms, CPU ` +
          `${perRequest.toFixed(2)} ms per request (load ${load})`,
      );
    }
  }
} finally {
  for (const side of sides) await side.server.stop();
  await postgres?.stop();
}
