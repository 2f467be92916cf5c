import type { BatchJob } from '@commerce/client';

/** A batch job as `GET /admin/batch-jobs` returns it, for tests. */
export function batchJob(id: string, type: string, status: BatchJob['status']): BatchJob {
  return {
    id,
    type,
    status,
    context: {},
    created_by: 'usr_01',
    dry_run: false,
    result: status === 'completed' ? { progress: 1, count: 10, advancement_count: 10 } : null,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-01T10:00:00.000Z',
    pre_processed_at: null,
    confirmed_at: null,
    processing_at: null,
    completed_at: status === 'completed' ? '2025-03-01T10:05:00.000Z' : null,
    failed_at: null,
    canceled_at: null,
    deleted_at: null,
  };
}
