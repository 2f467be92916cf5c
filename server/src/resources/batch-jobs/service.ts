import type { Db } from '../../db/database.ts';
import { newId } from '../../db/ids.ts';
import { createError, errors } from '../../errors.ts';
import { jobTypeValidator, knownJobTypes } from '../../jobs/job-types.ts';
import {
  type BatchJobRow,
  type BatchJobStatus,
  findBatchJob,
  insertBatchJob,
  transitionBatchJob,
} from './repository.ts';

/*
 * The rules of batch jobs. States: created -> pre_processed -> confirmed -> processing ->
 * completed, or failed / canceled. The API makes two moves, the worker the others:
 *   confirm  pre_processed -> confirmed
 *   cancel   created, pre_processed, confirmed or processing -> canceled
 */

const CANCELABLE: BatchJobStatus[] = ['created', 'pre_processed', 'confirmed', 'processing'];

export async function createBatchJob(
  db: Db,
  createdBy: string,
  input: { type: string; context: Record<string, unknown>; dry_run?: boolean },
): Promise<BatchJobRow> {
  const validate = jobTypeValidator(input.type);
  if (!validate) {
    throw errors.invalidData(
      `type must be one of: ${knownJobTypes().join(', ')}`,
      'unknown_batch_job_type',
    );
  }
  const problem = validate(input.context);
  if (problem) throw errors.invalidData(`context.${problem}`);
  return insertBatchJob(db, {
    id: newId('batch'),
    type: input.type,
    created_by: createdBy,
    context: input.context,
    dry_run: input.dry_run ?? false,
  });
}

/** Only its creator sees a job; to anyone else it does not exist. */
export async function getBatchJob(db: Db, id: string, userId: string): Promise<BatchJobRow> {
  const job = await findBatchJob(db, id, userId);
  if (!job) throw errors.notFound('BatchJob', id);
  return job;
}

async function move(
  db: Db,
  id: string,
  userId: string,
  to: BatchJobStatus,
  allowedFrom: BatchJobStatus[],
  verb: string,
): Promise<BatchJobRow> {
  const job = await getBatchJob(db, id, userId);
  if (!allowedFrom.includes(job.status)) {
    throw errors.notAllowed(`Cannot ${verb} a batch job with status ${job.status}`);
  }
  const moved = await transitionBatchJob(db, id, job.status, to);
  // A worker moved it between our read and our write: the client may retry.
  if (!moved) throw createError('conflict', `BatchJob ${id} changed while it was being updated`);
  return moved;
}

export const confirmBatchJob = (db: Db, id: string, userId: string) =>
  move(db, id, userId, 'confirmed', ['pre_processed'], 'confirm');

export const cancelBatchJob = (db: Db, id: string, userId: string) =>
  move(db, id, userId, 'canceled', CANCELABLE, 'cancel');
