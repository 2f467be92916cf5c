import type { BatchJob } from '@commerce/client';
import type { StatusBadgeProps } from '@commerce/ui';

type Status = BatchJob['status'];

/** Statuses after which nothing more happens to a job. */
const FINISHED: ReadonlySet<Status> = new Set(['completed', 'canceled', 'failed']);

/** A job still waiting or working: counted on the badge, and it can be canceled. */
export function isUnfinished(job: Pick<BatchJob, 'status'>): boolean {
  return !FINISHED.has(job.status);
}

export const STATUS_TONE: Record<Status, NonNullable<StatusBadgeProps['status']>> = {
  created: 'neutral',
  pre_processed: 'warning',
  confirmed: 'info',
  processing: 'primary',
  completed: 'success',
  canceled: 'neutral',
  failed: 'danger',
};

export interface JobProgress {
  /** Percent done, 0–100; undefined when the job has not said how much work there is. */
  percent: number | undefined;
  done: number;
  count: number | undefined;
}

/** Progress from `result.advancement_count / result.count`; a completed job is at 100 %. */
export function jobProgress(job: Pick<BatchJob, 'status' | 'result'>): JobProgress {
  const count = job.result?.count;
  const done = job.result?.advancement_count ?? 0;
  if (count !== undefined && count > 0) {
    return { percent: Math.min(100, (done / count) * 100), done, count };
  }
  return { percent: job.status === 'completed' ? 100 : undefined, done, count };
}
