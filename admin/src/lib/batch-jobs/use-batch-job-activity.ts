import {
  type BatchJob,
  batchJobInvalidation,
  type ClientError,
  invalidateAfterBatchJob,
  useMedusa,
} from '@commerce/client';
import type { AdminListBatchJobsData } from '@commerce/client/admin/batch-jobs';
import { type Query, type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { batchJobsQueryOptions, completedJobToasts, pollInterval, startedJobs } from './polling.ts';

export interface BatchJobActivityOptions {
  /** Shows a success toast (the ui toast helper); called once per completed job. */
  notify: (message: string) => void;
  /** The clock for the one-month look-back; read once, when the hook mounts. */
  now?: () => Date;
}

export interface BatchJobActivity {
  jobs: BatchJob[];
  query: UseQueryResult<AdminListBatchJobsData, ClientError>;
  /** A manual refresh: reads now and sets the next wait back to 2 s (section 4). */
  refresh: () => Promise<void>;
}

/** Answers (data or error) a query has had: each one is a poll. */
function pollsOf(query: Pick<Query, 'state'> | undefined): number {
  return (query?.state.dataUpdateCount ?? 0) + (query?.state.errorUpdateCount ?? 0);
}

/**
 * Polls the batch jobs with the section 4 back-off, announces each job that completes
 * (section 8) and refreshes what it changed, e.g. the product lists after a product-import.
 */
export function useBatchJobActivity({ notify, now }: BatchJobActivityOptions): BatchJobActivity {
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  // Fixed at mount: a look-back recomputed per render would change the query key (and
  // start a new query) on every render.
  const [startedAt] = useState(() => (now ? now() : new Date()));
  // Polls counted before the last manual refresh; the schedule counts from there.
  const baseline = useRef(0);
  const options = batchJobsQueryOptions(client, startedAt);
  const query = useQuery<AdminListBatchJobsData, ClientError>({
    ...options,
    // React Query re-reads this after every answer; the count since the last refresh
    // picks the wait (the first answer -> 2 s, the next -> 5 s, ... then 60 s).
    refetchInterval: (current) => pollInterval(pollsOf(current) - baseline.current - 1),
  });

  const { queryKey } = options;
  const { refetch } = query;
  const refresh = useCallback(async () => {
    baseline.current = pollsOf(queryClient.getQueryCache().find({ queryKey, exact: true }));
    await refetch();
  }, [queryClient, queryKey, refetch]);

  // The effect below reads the latest refresh without re-running on each render.
  const restart = useRef(refresh);
  restart.current = refresh;
  const previous = useRef<readonly BatchJob[] | undefined>(undefined);
  const announced = useRef(new Set<string>());
  const jobs = query.data?.batch_jobs;
  useEffect(() => {
    if (!jobs) return;
    const toasts = completedJobToasts(previous.current, jobs, (type) =>
      t('batchJobs.completed', { type }),
    );
    // A job started since the last poll (an import or export from this app) is watched
    // closely again, as after a manual refresh: otherwise its end could wait up to 60 s.
    if (startedJobs(previous.current, jobs)) void restart.current();
    previous.current = jobs;
    for (const { job, message } of toasts) {
      // A job leaving the 100-job page and coming back must not be announced again.
      if (announced.current.has(job.id)) continue;
      announced.current.add(job.id);
      notify(message);
      void invalidateAfterBatchJob(queryClient, batchJobInvalidation, job.type);
    }
  }, [jobs, notify, queryClient, t]);

  return { jobs: jobs ?? [], query, refresh };
}
