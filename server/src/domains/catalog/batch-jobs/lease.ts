import { and, asc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { type BatchJobResult, type BatchJobRow, batchJob } from './repository.ts';

/*
 * The rows a batch job worker (jobs/worker.ts) writes: it claims a job with a lease
 * (`locked_by`, `locked_until`), and writes a step's outcome only while the lease is still
 * its own and the job still in the state it took it in, so a cancel during a step wins
 * over its completion.
 */

export type BatchJobStep = 'pre_process' | 'process';

/** A job as one worker holds it: its id, the worker, the state it took it in. */
export interface HeldBatchJob {
  id: string;
  workerId: string;
  status: BatchJobRow['status'];
}

const leaseUntil = (leaseMs: number) => sql`now() + ${`${leaseMs} milliseconds`}::interval`;

const stillHeld = (held: HeldBatchJob): SQL | undefined =>
  and(
    eq(batchJob.id, held.id),
    eq(batchJob.locked_by, held.workerId),
    eq(batchJob.status, held.status),
  );

/**
 * Claims the oldest job of these types with work left and takes a lease on it, in the
 * caller's transaction; `SKIP LOCKED` lets workers on other instances claim others.
 */
export async function claimNextBatchJob(
  tx: Executor,
  types: string[],
  workerId: string,
  leaseMs: number,
): Promise<{ job: BatchJobRow; step: BatchJobStep } | undefined> {
  const leaseFree = or(isNull(batchJob.locked_until), lt(batchJob.locked_until, sql`now()`));
  const [candidate] = await tx
    .select()
    .from(batchJob)
    .where(
      and(
        isNull(batchJob.deleted_at),
        inArray(batchJob.type, types),
        or(
          and(inArray(batchJob.status, ['created', 'confirmed']), leaseFree),
          // A processing job whose worker's lease ran out: that worker is gone.
          and(eq(batchJob.status, 'processing'), lt(batchJob.locked_until, sql`now()`)),
        ),
      ),
    )
    .orderBy(asc(batchJob.created_at), asc(batchJob.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!candidate) return undefined;
  const step: BatchJobStep = candidate.status === 'created' ? 'pre_process' : 'process';
  const [job] = await tx
    .update(batchJob)
    .set({
      locked_by: workerId,
      locked_until: leaseUntil(leaseMs),
      updated_at: sql`now()`,
      ...(step === 'process'
        ? {
            status: 'processing' as const,
            processing_at: sql`coalesce(${batchJob.processing_at}, now())`,
          }
        : {}),
    })
    .where(eq(batchJob.id, candidate.id))
    .returning();
  return job ? { job, step } : undefined;
}

/** Merges `patch` into the held job's result and renews the lease. */
export async function mergeBatchJobResult(
  db: Executor,
  held: HeldBatchJob,
  patch: BatchJobResult,
  leaseMs: number,
): Promise<void> {
  await db
    .update(batchJob)
    .set({
      result: sql`coalesce(${batchJob.result}, '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb`,
      locked_until: leaseUntil(leaseMs),
      updated_at: sql`now()`,
    })
    .where(stillHeld(held));
}

export async function isBatchJobCanceled(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ status: batchJob.status })
    .from(batchJob)
    .where(eq(batchJob.id, id));
  return row?.status === 'canceled';
}

/** Ends the held job's pre-processing and releases it. */
export async function finishPreProcessing(db: Executor, held: HeldBatchJob): Promise<void> {
  await db
    .update(batchJob)
    .set({
      // Without a dry run the job goes on by itself; with one it waits for confirm.
      status: sql`CASE WHEN ${batchJob.dry_run} THEN 'pre_processed' ELSE 'confirmed' END`,
      pre_processed_at: sql`now()`,
      confirmed_at: sql`CASE WHEN ${batchJob.dry_run} THEN NULL ELSE now() END`,
      locked_by: null,
      locked_until: null,
      updated_at: sql`now()`,
    })
    .where(stillHeld(held));
}

export async function completeBatchJob(db: Executor, held: HeldBatchJob): Promise<void> {
  await db
    .update(batchJob)
    .set({
      status: 'completed',
      completed_at: sql`now()`,
      locked_by: null,
      locked_until: null,
      updated_at: sql`now()`,
    })
    .where(stillHeld(held));
}

/** Fails the held job, adding `entry` to its result's errors, and releases it. */
export async function failBatchJob(
  db: Executor,
  held: HeldBatchJob,
  entry: { message: string; code?: string },
): Promise<void> {
  await db
    .update(batchJob)
    .set({
      status: 'failed',
      failed_at: sql`now()`,
      result: sql`jsonb_set(coalesce(${batchJob.result}, '{}'::jsonb), '{errors}', coalesce(${batchJob.result}->'errors', '[]'::jsonb) || ${JSON.stringify([entry])}::jsonb)`,
      locked_by: null,
      locked_until: null,
      updated_at: sql`now()`,
    })
    .where(stillHeld(held));
}
