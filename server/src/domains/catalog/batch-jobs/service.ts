import type { Db } from '../../../db/database.ts';
import { newId } from '../../../db/ids.ts';
import { createError, errors } from '../../../errors.ts';
import { forbidden, type Principal } from '../../../http/auth.ts';
import { jobType, knownJobTypes } from '../../../jobs/job-types.ts';
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

/** Refuses (403) a job whose work the staff member's role does not allow. */
function assertMayRun(principal: Principal, type: string): void {
  const permission = jobType(type)?.permission;
  if (permission && !principal.permissions.has(permission)) throw forbidden(permission);
}

export async function createBatchJob(
  db: Db,
  principal: Principal,
  input: { type: string; context: Record<string, unknown>; dry_run?: boolean },
): Promise<BatchJobRow> {
  const type = jobType(input.type);
  if (!type) {
    throw errors.invalidData(
      `type must be one of: ${knownJobTypes().join(', ')}`,
      'unknown_batch_job_type',
    );
  }
  const problem = type.validate(input.context);
  if (problem) throw errors.invalidData(`context.${problem}`);
  assertMayRun(principal, input.type);
  return insertBatchJob(db, {
    id: newId('batch'),
    type: input.type,
    created_by: principal.id,
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

/** Confirming starts the job's work, so its permission is checked again (roles change). */
export async function confirmBatchJob(
  db: Db,
  id: string,
  principal: Principal,
): Promise<BatchJobRow> {
  assertMayRun(principal, (await getBatchJob(db, id, principal.id)).type);
  return move(db, id, principal.id, 'confirmed', ['pre_processed'], 'confirm');
}

export const cancelBatchJob = (db: Db, id: string, userId: string) =>
  move(db, id, userId, 'canceled', CANCELABLE, 'cancel');
