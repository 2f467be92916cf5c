import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { batchJob } from '../domains/catalog/batch-jobs/repository.ts';
import { createBatchJob } from '../domains/catalog/batch-jobs/service.ts';
import { LocalFileStorage } from '../domains/settings/uploads/storage.ts';
import { testPrincipal } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { TEST_JOB, testStrategy } from '../test/fixtures/job-strategy.ts';
import {
  isolatedSchema,
  postgresAvailable,
  startPostgres,
  type TestPostgres,
} from '../test/postgres.ts';
import { BatchJobWorker } from './worker.ts';

const storage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'worker-')));

async function jobRow(database: Database, id: string) {
  const [row] = await database.db.select().from(batchJob).where(eq(batchJob.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

describe('the worker on PGlite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('leaves alone the jobs of types it has no strategy for', async () => {
    const strategy = testStrategy();
    const job = await createBatchJob(database.db, testPrincipal('usr_1'), {
      type: 'product-export',
      context: {},
    });
    const worker = new BatchJobWorker({ db: database.db, storage, strategies: [strategy] });
    await worker.drain();
    expect((await jobRow(database, job.id)).status).toBe('created');
    await database.db.delete(batchJob);
  });

  it('takes a job again once the lease of a dead worker has expired', async () => {
    const strategy = testStrategy();
    const job = await createBatchJob(database.db, testPrincipal('usr_1'), {
      type: TEST_JOB,
      context: {},
    });
    // A worker claimed it, started processing and died: its lease ran out a second ago.
    await database.db
      .update(batchJob)
      .set({
        status: 'processing',
        locked_by: 'worker_dead',
        locked_until: sql`now() - interval '1 second'`,
      })
      .where(eq(batchJob.id, job.id));
    const worker = new BatchJobWorker({ db: database.db, storage, strategies: [strategy] });
    expect(await worker.drain()).toBe(1);
    const row = await jobRow(database, job.id);
    expect(row.status).toBe('completed');
    expect(row.locked_by).toBeNull();
    expect(strategy.runs.map((r) => r.step)).toEqual(['process']);
  });

  it('never takes a job whose lease is still held', async () => {
    const strategy = testStrategy();
    const job = await createBatchJob(database.db, testPrincipal('usr_1'), {
      type: TEST_JOB,
      context: {},
    });
    await database.db
      .update(batchJob)
      .set({ locked_by: 'worker_alive', locked_until: sql`now() + interval '1 minute'` })
      .where(eq(batchJob.id, job.id));
    const worker = new BatchJobWorker({ db: database.db, storage, strategies: [strategy] });
    expect(await worker.drain()).toBe(0);
    expect(strategy.runs).toEqual([]);
  });

  it('polls in the background until stopped', async () => {
    const strategy = testStrategy();
    await database.db.delete(batchJob);
    const worker = new BatchJobWorker({
      db: database.db,
      storage,
      strategies: [strategy],
      pollMs: 10,
    });
    worker.start();
    const job = await createBatchJob(database.db, testPrincipal('usr_1'), {
      type: TEST_JOB,
      context: {},
    });
    for (let i = 0; i < 200 && (await jobRow(database, job.id)).status !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await worker.stop();
    expect((await jobRow(database, job.id)).status).toBe('completed');
  });

  it('lets the step it runs finish before stop() resolves (graceful shutdown)', async () => {
    const strategy = testStrategy();
    await database.db.delete(batchJob);
    const worker = new BatchJobWorker({
      db: database.db,
      storage,
      strategies: [strategy],
      pollMs: 10,
    });
    const job = await createBatchJob(database.db, testPrincipal('usr_1'), {
      type: TEST_JOB,
      context: { items: 5, delayMs: 40 },
    });
    worker.start();
    for (let i = 0; i < 500 && !strategy.runs.some((run) => run.step === 'process'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(strategy.runs.map((run) => run.step)).toContain('process');
    // Stopped in the middle of the step: it still finishes and is recorded as done.
    await worker.stop();
    const done = await jobRow(database, job.id);
    expect(done.status).toBe('completed');
    expect(done.result).toMatchObject({ advancement_count: 5, progress: 1 });
  });
});

describe.skipIf(!postgresAvailable())('two workers on one PostgreSQL database', () => {
  let server: TestPostgres | null;
  let schema: Awaited<ReturnType<typeof isolatedSchema>>;
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    server = await startPostgres();
    if (!server) throw new Error('PostgreSQL was available a moment ago');
    schema = await isolatedSchema(server.url);
    // Two instances: each its own pool, as two server processes would have.
    first = await openDatabase({ url: schema.url });
    second = await openDatabase({ url: schema.url });
    await migrate(first);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await schema?.drop();
    await server?.stop();
  });

  it('process every job exactly once', async () => {
    const jobs = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        createBatchJob(first.db, testPrincipal('usr_1'), {
          type: TEST_JOB,
          context: { items: 3, delayMs: 2, n: i },
        }),
      ),
    );
    const a = testStrategy('a');
    const b = testStrategy('b');
    const workers = [
      new BatchJobWorker({ db: first.db, storage, strategies: [a] }),
      new BatchJobWorker({ db: second.db, storage, strategies: [b] }),
    ];
    // Each instance runs two loops at once, so claims really race.
    await Promise.all([...workers, ...workers].map((worker) => worker.drain()));

    const runs = [...a.runs, ...b.runs];
    for (const job of jobs) {
      // Sorted: the two steps of one job may be run by different instances.
      const steps = runs
        .filter((r) => r.jobId === job.id)
        .map((r) => r.step)
        .sort();
      expect(steps, job.id).toEqual(['pre_process', 'process']);
      const row = await jobRow(first, job.id);
      expect(row.status).toBe('completed');
      expect(row.result).toMatchObject({ count: 3, advancement_count: 3, progress: 1 });
    }
    // Both instances took part.
    expect(a.runs.length).toBeGreaterThan(0);
    expect(b.runs.length).toBeGreaterThan(0);
  });
});
