import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { BatchJobWorker } from '../../../jobs/worker.ts';
import { authenticateAs, authenticateAsStaff, buildTestApp } from '../../../test/app.ts';
import { expectContract } from '../../../test/contract.ts';
import { testDatabase } from '../../../test/database.ts';
import { TEST_JOB, testStrategy } from '../../../test/fixtures/job-strategy.ts';
import { LocalFileStorage } from '../../settings/uploads/storage.ts';
import { type BatchJobStatus, batchJob } from './repository.ts';

let database: Database;
let app: FastifyInstance;
let other: FastifyInstance;
let anonymous: FastifyInstance;
let worker: BatchJobWorker;

beforeAll(async () => {
  database = await testDatabase();
  app = await buildTestApp(database, { authenticate: authenticateAsStaff });
  other = await buildTestApp(database, {
    authenticate: authenticateAs('usr_other'),
  });
  anonymous = await buildTestApp(database);
  worker = new BatchJobWorker({
    db: database.db,
    storage: new LocalFileStorage(mkdtempSync(join(tmpdir(), 'batch-'))),
    strategies: [testStrategy()],
  });
});

afterAll(async () => {
  await app?.close();
  await other?.close();
  await anonymous?.close();
  await database?.close();
});

async function create(body: Record<string, unknown>, instance = app) {
  const response = await instance.inject({
    method: 'POST',
    url: '/admin/batch-jobs',
    payload: body,
  });
  return expectContract('AdminCreateBatchJob', response).batch_job;
}

async function get(id: string) {
  const response = await app.inject({ method: 'GET', url: `/admin/batch-jobs/${id}` });
  return expectContract('AdminGetBatchJob', response).batch_job;
}

async function setStatus(id: string, status: BatchJobStatus) {
  await database.db.update(batchJob).set({ status }).where(eq(batchJob.id, id));
}

describe('POST /admin/batch-jobs', () => {
  it('creates a job in status created for the signed-in user', async () => {
    const job = await create({ type: TEST_JOB, context: { items: 3 }, dry_run: true });
    expect(job).toMatchObject({
      type: TEST_JOB,
      status: 'created',
      created_by: 'usr_test',
      context: { items: 3 },
      dry_run: true,
      result: null,
      confirmed_at: null,
    });
    expect(job.id).toMatch(/^batch_[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('rejects an unknown type, a bad context and unknown fields', async () => {
    for (const payload of [
      { type: 'no-such-job', context: {} },
      { type: TEST_JOB, context: { items: 'many' } },
      { type: 'product-import', context: {} },
      { type: TEST_JOB },
      { type: TEST_JOB, context: {}, priority: 1 },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/admin/batch-jobs', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().type).toBe('invalid_data');
    }
  });

  it('needs credentials', async () => {
    const response = await anonymous.inject({
      method: 'POST',
      url: '/admin/batch-jobs',
      payload: { type: TEST_JOB, context: {} },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().type).toBe('unauthorized');
  });
});

describe('the life of a job through the worker', () => {
  it('dry run: created -> pre_processed -> (confirm) -> completed, with progress', async () => {
    const job = await create({ type: TEST_JOB, context: { items: 4 }, dry_run: true });
    await worker.drain();
    const preProcessed = await get(job.id);
    expect(preProcessed.status).toBe('pre_processed');
    expect(preProcessed.pre_processed_at).not.toBeNull();
    expect(preProcessed.result).toMatchObject({ count: 4, advancement_count: 0, progress: 0 });

    const response = await app.inject({
      method: 'POST',
      url: `/admin/batch-jobs/${job.id}/confirm`,
    });
    const confirmed = expectContract('AdminConfirmBatchJob', response).batch_job;
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.confirmed_at).not.toBeNull();

    await worker.drain();
    const completed = await get(job.id);
    expect(completed.status).toBe('completed');
    expect(completed.processing_at).not.toBeNull();
    expect(completed.completed_at).not.toBeNull();
    expect(completed.result).toMatchObject({ count: 4, advancement_count: 4, progress: 1 });
  });

  it('without a dry run the job goes on to completed by itself', async () => {
    const job = await create({ type: TEST_JOB, context: { items: 1 } });
    await worker.drain();
    const completed = await get(job.id);
    expect(completed.status).toBe('completed');
    expect(completed.confirmed_at).not.toBeNull();
  });

  it('a failing step fails the job and records the error', async () => {
    const job = await create({ type: TEST_JOB, context: { fail: 'process' } });
    await worker.drain();
    const failed = await get(job.id);
    expect(failed.status).toBe('failed');
    expect(failed.failed_at).not.toBeNull();
    expect(failed.result.errors).toEqual([{ message: 'processing failed on purpose' }]);
  });
});

describe('confirm and cancel', () => {
  const cases: [BatchJobStatus, 'confirm' | 'cancel', BatchJobStatus | 'not_allowed'][] = [
    ['created', 'confirm', 'not_allowed'],
    ['pre_processed', 'confirm', 'confirmed'],
    ['confirmed', 'confirm', 'not_allowed'],
    ['processing', 'confirm', 'not_allowed'],
    ['completed', 'confirm', 'not_allowed'],
    ['failed', 'confirm', 'not_allowed'],
    ['canceled', 'confirm', 'not_allowed'],
    ['created', 'cancel', 'canceled'],
    ['pre_processed', 'cancel', 'canceled'],
    ['confirmed', 'cancel', 'canceled'],
    ['processing', 'cancel', 'canceled'],
    ['completed', 'cancel', 'not_allowed'],
    ['failed', 'cancel', 'not_allowed'],
    ['canceled', 'cancel', 'not_allowed'],
  ];
  it.each(cases)('from %s, %s answers %s', async (from, action, expected) => {
    const job = await create({ type: TEST_JOB, context: {}, dry_run: true });
    await setStatus(job.id, from);
    const response = await app.inject({
      method: 'POST',
      url: `/admin/batch-jobs/${job.id}/${action}`,
    });
    if (expected === 'not_allowed') {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        type: 'not_allowed',
        message: `Cannot ${action} a batch job with status ${from}`,
      });
      expect((await get(job.id)).status).toBe(from);
    } else {
      const operation = action === 'confirm' ? 'AdminConfirmBatchJob' : 'AdminCancelBatchJob';
      const moved = expectContract(operation, response).batch_job;
      expect(moved.status).toBe(expected);
      expect(moved[expected === 'canceled' ? 'canceled_at' : 'confirmed_at']).not.toBeNull();
    }
  });

  it('a job canceled while it is processed stays canceled', async () => {
    const job = await create({ type: TEST_JOB, context: { items: 20, delayMs: 5 } });
    await worker.runOnce(); // pre-process: now confirmed
    const processing = worker.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const response = await app.inject({
      method: 'POST',
      url: `/admin/batch-jobs/${job.id}/cancel`,
    });
    expect(response.statusCode).toBe(200);
    await processing;
    const canceled = await get(job.id);
    expect(canceled.status).toBe('canceled');
    expect(canceled.completed_at).toBeNull();
  });

  it('404 for unknown ids and for another user’s job; 401 without credentials', async () => {
    const job = await create({ type: TEST_JOB, context: {}, dry_run: true });
    for (const action of ['confirm', 'cancel']) {
      const unknown = await app.inject({
        method: 'POST',
        url: `/admin/batch-jobs/batch_nope/${action}`,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        type: 'not_found',
        message: 'BatchJob with id: batch_nope was not found',
      });
      const foreign = await other.inject({
        method: 'POST',
        url: `/admin/batch-jobs/${job.id}/${action}`,
      });
      expect(foreign.statusCode).toBe(404);
      const unauthenticated = await anonymous.inject({
        method: 'POST',
        url: `/admin/batch-jobs/${job.id}/${action}`,
      });
      expect(unauthenticated.statusCode).toBe(401);
    }
  });
});

describe('GET /admin/batch-jobs/{id}', () => {
  it('answers the job, 404 for unknown ids or another user, 401 without credentials', async () => {
    const job = await create({ type: TEST_JOB, context: {}, dry_run: true });
    expect((await get(job.id)).id).toBe(job.id);
    expect((await app.inject({ method: 'GET', url: '/admin/batch-jobs/batch_x' })).statusCode).toBe(
      404,
    );
    expect(
      (await other.inject({ method: 'GET', url: `/admin/batch-jobs/${job.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await anonymous.inject({ method: 'GET', url: `/admin/batch-jobs/${job.id}` })).statusCode,
    ).toBe(401);
    const bad = await app.inject({
      method: 'GET',
      url: `/admin/batch-jobs/${job.id}?expand=x&colour=red`,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /admin/batch-jobs', () => {
  it('lists the user’s jobs with filters, pagination and order', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    const mine = await create({ type: TEST_JOB, context: { tag: 'list' }, dry_run: true }, other);
    const second = await create({ type: TEST_JOB, context: { tag: 'list' }, dry_run: true }, other);
    await other.inject({ method: 'POST', url: `/admin/batch-jobs/${second.id}/cancel` });

    const list = async (query: string) => {
      const response = await other.inject({ method: 'GET', url: `/admin/batch-jobs?${query}` });
      return expectContract('AdminListBatchJobs', response);
    };
    const all = await list('');
    expect(all).toMatchObject({ count: 2, offset: 0, limit: 20 });
    // Newest first by default.
    expect(all.batch_jobs.map((j: { id: string }) => j.id)).toEqual([second.id, mine.id]);
    expect((await list('order=created_at')).batch_jobs[0].id).toBe(mine.id);
    expect((await list('status[]=canceled')).batch_jobs.map((j: { id: string }) => j.id)).toEqual([
      second.id,
    ]);
    expect((await list('status[]=created&status[]=canceled')).count).toBe(2);
    expect((await list(`type[]=${TEST_JOB}&id[]=${mine.id}`)).count).toBe(1);
    expect((await list('type=product-export')).count).toBe(0);
    expect((await list(`created_at[gte]=${encodeURIComponent(before)}`)).count).toBe(2);
    expect((await list(`created_at[lt]=${encodeURIComponent(before)}`)).count).toBe(0);
    expect((await list('canceled_at[gte]=2000-01-01T00:00:00Z')).count).toBe(1);
    const page = await list('limit=1&offset=1');
    expect(page).toMatchObject({ count: 2, offset: 1, limit: 1 });
    expect(page.batch_jobs.map((j: { id: string }) => j.id)).toEqual([mine.id]);
  });

  it('rejects bad filters and needs credentials', async () => {
    for (const query of [
      'status[]=sleeping',
      'limit=-1',
      'order=colour',
      'created_at[gte]=yesterday',
      'colour=red',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/admin/batch-jobs?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
    expect((await anonymous.inject({ method: 'GET', url: '/admin/batch-jobs' })).statusCode).toBe(
      401,
    );
  });
});
