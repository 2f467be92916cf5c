import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OperationSpec, specOperations } from '../http/spec.ts';
import { answerProblem } from './check-response.ts';
import { fuzzSeed, seededRandom } from './random.ts';
import { harvestIds, type RealIds } from './real-ids.ts';
import { type FuzzRequest, hostileRequests } from './requests.ts';
import { type FuzzWorld, fuzzWorld } from './world.ts';

/*
 * Issue 22: every operation of the contract under hostile requests made from its schemas
 * (src/fuzz/requests.ts), against a seeded store with real ids. No answer may be a 5xx, every
 * error is the contract's error body, none shows internals, and a control character is
 * always refused. Seeded: a failure prints the seed; `FUZZ_SEED=<seed>` replays the run.
 */

/** Kinds of value the API refuses wherever they are (http/request-values.ts). */
const ALWAYS_REFUSED = /NUL|control character|lone surrogate/;

/** Reads first, then writes, then deletions and the operations that end the shopper's session. */
function attackOrder(spec: OperationSpec): number {
  if (
    /Auth$|Password|UpdateCustomer$|DeleteUserSessions|DeleteAuthSession/.test(spec.operationId)
  ) {
    return 3;
  }
  return { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 }[spec.method];
}

describe('hostile requests to every operation', () => {
  let world: FuzzWorld;
  let ids: RealIds;
  const seed = fuzzSeed();
  const operations = [...specOperations()].sort((a, b) => attackOrder(a) - attackOrder(b));

  beforeAll(async () => {
    world = await fuzzWorld();
    ids = await harvestIds([
      { app: world.admin, operations: operations.filter((s) => s.api === 'admin'), headers: {} },
      {
        app: world.store,
        operations: operations.filter((s) => s.api === 'store'),
        headers: world.storeHeaders,
      },
    ]);
  });
  afterAll(async () => {
    await world?.close();
  });

  it(`answers each with a 4xx in the contract's error shape, never a 5xx (seed ${seed})`, {
    timeout: 600_000,
  }, async () => {
    const random = seededRandom(seed);
    const problems: string[] = [];
    let sent = 0;
    const timings: Array<[string, number]> = [];
    for (const spec of operations) {
      const started = performance.now();
      const app = spec.api === 'admin' ? world.admin : world.store;
      const headers = spec.api === 'admin' ? {} : world.storeHeaders;
      for (const request of hostileRequests(spec, { random, ...ids })) {
        sent++;
        const answer = await app.inject({
          method: request.method,
          url: request.url,
          headers: {
            ...headers,
            ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        const problem = answerProblem(answer, ALWAYS_REFUSED.test(request.kind));
        if (problem) problems.push(describeFailure(request, problem));
      }
      timings.push([spec.operationId, performance.now() - started]);
    }
    // FUZZ_PROFILE=1: where the run spends its time, to keep it within a few minutes.
    if (process.env.FUZZ_PROFILE === '1') {
      const slowest = timings.sort((a, b) => b[1] - a[1]).slice(0, 15);
      console.info(slowest.map(([id, ms]) => `${Math.round(ms)} ms ${id}`).join('\n'));
    }
    console.info(`fuzz: ${sent} requests over ${operations.length} operations, seed ${seed}`);
    expect(problems, `${problems.length} of ${sent} answers (seed ${seed})`).toEqual([]);
  });
});

function describeFailure(request: FuzzRequest, problem: string): string {
  const url = request.url.length > 160 ? `${request.url.slice(0, 160)}…` : request.url;
  return `${request.operationId} ${request.kind}: ${request.method} ${url} -> ${problem}`;
}
