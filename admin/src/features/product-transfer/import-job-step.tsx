import type { BatchJob } from '@commerce/client';
import { useAdminCancelBatchJob, useAdminConfirmBatchJob } from '@commerce/client/admin/batch-jobs';
import { Button, ModalBody, ModalFooter, ProgressBar, Spinner } from '@commerce/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { ImportErrors, ImportSummary } from './import-summary.tsx';
import type { useWatchedJob } from './use-watched-job.ts';

export interface ImportJobStepProps {
  jobId: string;
  watched: ReturnType<typeof useWatchedJob>;
  /** Start over with another file. */
  onAnother: () => void;
  onClose: () => void;
}

const WORKING: ReadonlySet<BatchJob['status']> = new Set(['confirmed', 'processing']);

/**
 * The import's batch job after the upload: checking the file, its summary to confirm, the
 * progress of the work, and how it ended (completed, failed with the reasons, canceled).
 */
export function ImportJobStep({ jobId, watched, onAnother, onClose }: ImportJobStepProps) {
  const { t, i18n } = useTranslation('product-transfer');
  const { job, query, restart } = watched;
  const [error, setError] = useState('');
  const onError = (failure: unknown) => setError(serverErrorMessage(failure, i18n.t));
  const confirm = useAdminConfirmBatchJob({ id: jobId }, { onSuccess: () => void restart() });
  const cancel = useAdminCancelBatchJob({ id: jobId });
  const status = job?.status;
  const finished = status === 'completed' || status === 'failed' || status === 'canceled';

  let body: ReactNode;
  if (!job && query.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p>{t('import.loadFailed')}</p>
        <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (!job || status === 'created') {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm">
        <Spinner size="small" /> {t('import.checking')}
      </p>
    );
  } else if (status === 'pre_processed') {
    body = <ImportSummary job={job} />;
  } else if (status && WORKING.has(status)) {
    const count = job.result?.count;
    const done = job.result?.advancement_count ?? 0;
    body = (
      <div className="flex flex-col gap-2 text-sm">
        <ProgressBar
          label={t('import.progressLabel')}
          value={count ? Math.round((done / count) * 100) : 0}
          indeterminate={!count}
        />
        {count !== undefined && <p>{t('import.progress', { done, count })}</p>}
        <p className="text-muted-foreground">{t('import.runningHint')}</p>
      </div>
    );
  } else if (status === 'completed') {
    body = (
      <p role="status" className="text-sm">
        {t('import.done', { count: job.result?.count ?? 0 })}
      </p>
    );
  } else if (status === 'failed') {
    body = (
      <ImportErrors
        job={job}
        title={job.pre_processed_at ? t('import.failed') : t('import.invalid')}
      />
    );
  } else {
    body = <p className="text-sm">{t('import.canceled')}</p>;
  }

  return (
    <>
      <ModalBody className="flex flex-col gap-3">
        {body}
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </ModalBody>
      <ModalFooter>
        {finished ? (
          <>
            <Button variant="secondary" onClick={onAnother}>
              {t('import.another')}
            </Button>
            <Button onClick={onClose}>{t('close')}</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('close')}
            </Button>
            <Button
              variant="secondary"
              isLoading={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onError })}
            >
              {t('import.cancel')}
            </Button>
            {status === 'pre_processed' && (
              <Button
                isLoading={confirm.isPending}
                onClick={() => confirm.mutate(undefined, { onError })}
              >
                {t('import.confirm')}
              </Button>
            )}
          </>
        )}
      </ModalFooter>
    </>
  );
}
