import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createUser } from '../domains/people/index.ts';
import { responseValidator } from '../test/contract.ts';
import { privatePostgresAvailable, startPostgres, type TestPostgres } from '../test/postgres.ts';
import {
  buildCompiledServer,
  type CompiledServer,
  type ServerProcess,
  spawnCompiledServer,
  waitFor,
} from '../test/server-process.ts';

/*
 * PostgreSQL restarted under a running server (`pg_ctl stop -m fast`, then start), as an
 * operator's restart or a failover does: the process stays up, requests during the outage
 * answer 503 `database_unavailable` (or succeed), and once the database is back requests
 * and /ready answer 200 again, the batch-job worker included, without a restart.
 */

const STAFF = { email: 'ops@example.com', password: 'database faults 1' };

type Phase = 'before' | 'outage' | 'restarting' | 'after';

interface Answer {
  /** When the request was sent. */
  phase: Phase;
  /** When its answer came. */
  answeredIn: Phase;
  operation: 'AdminListProducts' | 'AdminCreateCollection';
  status: number;
  body: { type?: string; code?: string };
}

describe.skipIf(!privatePostgresAvailable())('a PostgreSQL restart under the server', () => {
  let build: CompiledServer;
  let postgres: TestPostgres | null = null;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    build = buildCompiledServer();
    // A cluster of its own: it is stopped and started again.
    postgres = await startPostgres({ private: true });
    if (!postgres) throw new Error('the postgresql binaries were available a moment ago');
    const database = await openDatabase({ url: postgres.url });
    try {
      await migrate(database);
      await createUser(database.db, { ...STAFF, role: 'admin' });
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    if (server?.exitCode() === null) server.kill('SIGKILL');
    await postgres?.stop();
    build?.remove();
  });

  it('answers 503 during the outage and 200 after it, and never exits', {
    timeout: 240_000,
  }, async () => {
    const { halt, resume } = postgres as Required<TestPostgres>;
    const running = await spawnCompiledServer(build, {
      DATABASE_URL: (postgres as TestPostgres).url,
    });
    server = running;
    const token = (await (
      await fetch(`${running.url}/admin/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(STAFF),
      })
    ).json()) as { access_token: string };
    const staff = { authorization: `Bearer ${token.access_token}` };

    let phase: Phase = 'before';
    let loading = true;
    const answers: Answer[] = [];
    /** Reads and writes, one after the other, until the test stops it. */
    const load = async (lane: number) => {
      for (let i = 0; loading; i++) {
        const write = i % 3 === 0;
        const sentIn = phase;
        const answer = await fetch(
          `${running.url}/admin/${write ? 'collections' : 'products?limit=5'}`,
          write
            ? {
                method: 'POST',
                headers: { ...staff, 'content-type': 'application/json' },
                body: JSON.stringify({ title: `Lane ${lane} collection ${i}` }),
              }
            : { headers: staff },
        ).then(
          async (response) => ({
            status: response.status,
            body: (await response.json()) as Answer['body'],
          }),
          // The server is gone (status 0): the test fails on it below.
          (error: unknown) => ({ status: 0, body: { type: String(error) } }),
        );
        answers.push({
          phase: sentIn,
          answeredIn: phase,
          operation: write ? 'AdminCreateCollection' : 'AdminListProducts',
          ...answer,
        });
        if (answer.status === 0) return;
      }
    };
    const ready = async () => (await fetch(`${running.url}/ready`)).status;
    const lanes = [1, 2, 3, 4].map(load);

    await waitFor('answers before the outage', () => answers.length >= 12);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    phase = 'outage';
    halt();
    await waitFor('a 503 during the outage', () =>
      answers.some((a) => a.phase === 'outage' && a.status === 503),
    );
    expect(await ready()).toBe(503);
    expect((await fetch(`${running.url}/health`)).status).toBe(200);

    phase = 'restarting';
    resume();
    await waitFor('/ready to answer 200 again', async () => (await ready()) === 200, 60_000);
    phase = 'after';
    await waitFor(
      'answers after the restart',
      () => answers.filter((a) => a.phase === 'after').length >= 12,
    );
    loading = false;
    await Promise.all(lanes);

    expect(running.exitCode(), running.output()).toBeNull();
    for (const answer of answers) {
      // 200 or the contract's 503, never a 500 nor a lost connection.
      expect([200, 503], JSON.stringify(answer)).toContain(answer.status);
      if (answer.status === 503) {
        expect(answer.body).toMatchObject({
          type: 'service_unavailable',
          code: 'database_unavailable',
        });
        expect(responseValidator(answer.operation, 503)(answer.body)).toBe(true);
      }
    }
    // Answered before the cluster stopped, or asked after /ready said it was back: 200.
    expect(answers.filter((a) => a.answeredIn === 'before').every((a) => a.status === 200)).toBe(
      true,
    );
    expect(answers.filter((a) => a.phase === 'after').every((a) => a.status === 200)).toBe(true);

    // The batch-job worker polled through the outage and still runs jobs.
    const created = (await (
      await fetch(`${running.url}/admin/batch-jobs`, {
        method: 'POST',
        headers: { ...staff, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'product-export', context: {}, dry_run: false }),
      })
    ).json()) as { batch_job: { id: string } };
    await waitFor(
      'the export job to complete',
      async () => {
        const { batch_job } = (await (
          await fetch(`${running.url}/admin/batch-jobs/${created.batch_job.id}`, { headers: staff })
        ).json()) as { batch_job: { status: string } };
        return batch_job.status === 'completed';
      },
      60_000,
    );

    running.kill('SIGTERM');
    expect(await running.exited, running.output()).toEqual({ code: 0, signal: null });
  });
});
