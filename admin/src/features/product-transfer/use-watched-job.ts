import { type BatchJob, type ClientError, useMedusa } from '@commerce/client';
import {
  type AdminGetBatchJobData,
  adminGetBatchJobQueryOptions,
} from '@commerce/client/admin/batch-jobs';
import { type Query, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { pollInterval } from '../../lib/batch-jobs/polling.ts';

/** States in which nothing happens until someone acts (confirms), or ever again. */
const RESTING: ReadonlySet<BatchJob['status']> = new Set([
  'pre_processed',
  'completed',
  'canceled',
  'failed',
]);

const answers = (query: Pick<Query, 'state'> | undefined) =>
  (query?.state.dataUpdateCount ?? 0) + (query?.state.errorUpdateCount ?? 0);

/**
 * One batch job, read again on the batch-job back-off (2, 5, 10, 15, 30, 60 s; specification
 * section 4) for as long as it works. `restart` reads it at once and sets the wait back to
 * 2 s, e.g. after it was confirmed and starts working again.
 */
export function useWatchedJob(id: string | undefined) {
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const baseline = useRef(0);
  const options = adminGetBatchJobQueryOptions(client, { id: id ?? '' });
  const query = useQuery<AdminGetBatchJobData, ClientError>({
    ...options,
    enabled: id !== undefined,
    refetchInterval: (current) => {
      const job = current.state.data?.batch_job;
      if (job && RESTING.has(job.status)) return false;
      return pollInterval(answers(current) - baseline.current - 1);
    },
  });
  const { queryKey } = options;
  const { refetch } = query;
  const restart = useCallback(async () => {
    baseline.current = answers(queryClient.getQueryCache().find({ queryKey, exact: true }));
    await refetch();
  }, [queryClient, queryKey, refetch]);
  return { query, job: id ? query.data?.batch_job : undefined, restart };
}
