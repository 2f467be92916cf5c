import type { BatchJob, Client } from '@commerce/client';
import {
  type AdminListBatchJobsData,
  type AdminListBatchJobsQuery,
  adminListBatchJobsQueryOptions,
} from '@commerce/client/admin/batch-jobs';

/**
 * Batch-job activity: what to read and how often (specification sections 4, 7, 8 and 9).
 * React-free so the rules can be tested alone; the hook is in use-batch-job-activity.ts.
 */

/** Waits between polls: 2 s, then 5, 10, 15, 30 and 60 s after each poll (section 4). */
export const POLL_INTERVALS_MS = [2_000, 5_000, 10_000, 15_000, 30_000, 60_000] as const;

/** Section 9: page size 100. */
export const BATCH_JOB_PAGE_SIZE = 100;

/** The wait before the next poll, after `polls` polls since the start or a manual refresh. */
export function pollInterval(polls: number): number {
  const step = Math.min(Math.max(0, Math.floor(polls)), POLL_INTERVALS_MS.length - 1);
  return POLL_INTERVALS_MS[step] ?? POLL_INTERVALS_MS[0];
}

/** The schedule as a small state machine: record each poll, reset on a manual refresh. */
export class PollingSchedule {
  #polls = 0;

  /** The wait before the next poll. */
  get interval(): number {
    return pollInterval(this.#polls);
  }

  /** Records a poll; returns the wait before the next one. */
  polled(): number {
    this.#polls += 1;
    return this.interval;
  }

  /** A manual refresh: back to 2 s. */
  reset(): number {
    this.#polls = 0;
    return this.interval;
  }
}

/**
 * One calendar month before `now` (section 9, "Look-back one month"), on the same clock
 * time; a day the earlier month lacks becomes its last day (31 March -> 28 February).
 */
export function oneMonthBefore(now: Date): Date {
  const result = new Date(now.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - 1);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The list query of section 7: 100 jobs created at most a month before `now`. */
export function batchJobsQuery(now: Date = new Date()): AdminListBatchJobsQuery {
  return {
    limit: BATCH_JOB_PAGE_SIZE,
    created_at: { gte: oneMonthBefore(now).toISOString() },
  };
}

/**
 * The generated list options plus section 7's "refetched on window focus" (the app's
 * query client turns that off for everything else, section 9). `'always'`, not `true`:
 * the polls keep the list younger than the app's 90 s stale time, so `true` would never
 * read it on focus.
 */
export function batchJobsQueryOptions(client: Client, now: Date = new Date()) {
  return {
    ...adminListBatchJobsQueryOptions(client, batchJobsQuery(now)),
    refetchOnWindowFocus: 'always',
  } as const;
}

export type BatchJobList = AdminListBatchJobsData['batch_jobs'];

/** Statuses after which nothing more happens to a job. */
export const FINISHED_STATUSES: ReadonlySet<BatchJob['status']> = new Set([
  'completed',
  'canceled',
  'failed',
]);

/** `product-import` -> `product import` (every hyphen, not just the first). */
export function batchJobTypeLabel(type: string): string {
  return type.replaceAll('-', ' ');
}

/**
 * Section 8's text, `{type with hyphens as spaces} batch job completed`, in English; the
 * app passes its translation (`batchJobs.completed`) instead.
 */
export function batchJobCompletedMessage(typeLabel: string): string {
  return `${typeLabel} batch job completed`;
}

export interface CompletedJobToast {
  job: BatchJob;
  message: string;
}

/**
 * The jobs that reached `completed` between two polls, each with its notification text.
 * With no previous poll nothing is new: jobs already finished when the app opened were
 * finished before anyone watched them. A job completed in both lists is not new either,
 * so each completion is announced once.
 */
export function completedJobToasts(
  previous: readonly BatchJob[] | undefined,
  next: readonly BatchJob[],
  message: (typeLabel: string, job: BatchJob) => string = batchJobCompletedMessage,
): CompletedJobToast[] {
  if (!previous) return [];
  const before = new Map(previous.map((job) => [job.id, job.status]));
  return next
    .filter((job) => job.status === 'completed' && before.get(job.id) !== 'completed')
    .map((job) => ({ job, message: message(batchJobTypeLabel(job.type), job) }));
}

/**
 * Whether `next` holds an unfinished job that `previous` did not: a job started since the
 * last poll. With no previous poll nothing counts as started (the first read is not news).
 */
export function startedJobs(previous: readonly BatchJob[] | undefined, next: readonly BatchJob[]) {
  if (!previous) return false;
  const known = new Set(previous.map((job) => job.id));
  return next.some((job) => !known.has(job.id) && !FINISHED_STATUSES.has(job.status));
}
