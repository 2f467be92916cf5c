/**
 * Node's CPU per checkout, two server builds side by side (issue 29, item 2):
 *
 *   npx tsx scripts/src/bench/checkout-cpu.ts --a <checkout> --b <checkout> [--db postgres]
 *     [--checkouts 40]
 *
 * Each checkout's `server/dist/main.js` (built there with `node scripts/build-server.mjs`) is
 * started as the bench starts servers, on a fresh database with the demo store. One shopper
 * checks out on each in turn, alternating which goes first, so both see the same machine
 * load; a checkout's cost is its server's CPU time (/proc/<pid>/stat: user + system, 10 ms
 * ticks) from its first call to 20 ms after its last, so background work it causes (the
 * mail worker) is counted too; on PostgreSQL also its backends' CPU for the server's
 * database. Prints the mean and median per build and their ratio. On 2 cores, 35 orders/s
 * (issue 29's target) leaves about 57 ms of CPU per checkout for node, PostgreSQL and the
 * shoppers' client together.
 */
import { parseArgs } from 'node:util';
import type { DatabaseKind } from './args.ts';
import { type BenchServer, benchPostgres, serverBuild, startBenchServer } from './bench-server.ts';
import { checkout, type StepTimes } from './checkout.ts';
import { demoStore, topUpStock } from './demo-store.ts';
import { percentile } from './stats.ts';

const { values } = parseArgs({
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    db: { type: 'string', default: 'postgres' },
    checkouts: { type: 'string', default: '40' },
    'warm-up': { type: 'string', default: '5' },
  },
});
if (!values.a || !values.b || (values.db !== 'postgres' && values.db !== 'pglite')) {
  console.error('usage: checkout-cpu.ts --a <checkout> --b <checkout> [--db postgres|pglite]');
  process.exit(2);
}
const kind: DatabaseKind = values.db;
const rounds = Number(values.checkouts);
const warmUp = Number(values['warm-up']);

interface Side {
  name: string;
  server: BenchServer;
  regionId: string;
  variants: string[];
  next: number;
  cpuMs: number[];
  postgresMs: number[];
  /** This process's CPU (the shopper's fetch calls and their answers), for the share of the 57 ms. */
  clientMs: number[];
  wallMs: number[];
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function once(side: Side, steps: StepTimes, record: boolean): Promise<void> {
  const variant = side.variants[side.next++ % side.variants.length] as string;
  await settle();
  const cpu = side.server.cpuSeconds();
  const postgresCpu = side.server.postgresCpuSeconds();
  const started = performance.now();
  const client = process.cpuUsage();
  await checkout(side.server.url, side.regionId, variant, steps);
  const clientUsed = process.cpuUsage(client);
  const wall = performance.now() - started;
  await settle();
  if (!record) return;
  side.cpuMs.push((side.server.cpuSeconds() - cpu) * 1000);
  const postgresAfter = side.server.postgresCpuSeconds();
  if (postgresCpu !== null && postgresAfter !== null)
    side.postgresMs.push((postgresAfter - postgresCpu) * 1000);
  side.wallMs.push(wall);
  side.clientMs.push((clientUsed.user + clientUsed.system) / 1000);
}

const postgres = kind === 'postgres' ? await benchPostgres() : null;
if (kind === 'postgres' && !postgres) throw new Error('no PostgreSQL for --db postgres');
const sides: Side[] = [];
try {
  for (const [name, dir] of [
    ['a', values.a],
    ['b', values.b],
  ] as const) {
    const server = await startBenchServer(serverBuild(dir), kind, postgres);
    const store = await demoStore(server.url);
    await topUpStock(server.url, store);
    sides.push({
      name: `${name} (${dir})`,
      server,
      ...store,
      next: 0,
      cpuMs: [],
      postgresMs: [],
      clientMs: [],
      wallMs: [],
    });
  }
  const steps: StepTimes = new Map();
  for (let i = 0; i < warmUp; i++) for (const side of sides) await once(side, steps, false);
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) await once(side, steps, true);
  }
  const mean = (list: number[]) => list.reduce((sum, x) => sum + x, 0) / list.length;
  for (const side of sides) {
    console.log(
      `${side.name}: CPU per checkout mean ${mean(side.cpuMs).toFixed(1)} ms, median ` +
        `${percentile(side.cpuMs, 50).toFixed(1)} ms; wall p50 ${percentile(side.wallMs, 50).toFixed(1)} ms ` +
        `(${side.cpuMs.length} checkouts, ${kind})` +
        (side.postgresMs.length > 0
          ? `; PostgreSQL's backends mean ${mean(side.postgresMs).toFixed(1)} ms`
          : '') +
        `; the client's mean ${mean(side.clientMs).toFixed(1)} ms`,
    );
  }
  const [a, b] = sides as [Side, Side];
  console.log(`b / a, mean CPU: ${(mean(b.cpuMs) / mean(a.cpuMs)).toFixed(2)}`);
} finally {
  for (const side of sides) await side.server.stop();
  await postgres?.stop();
}
