import type { BatchJob } from '@commerce/client';
import { useAdminCancelBatchJob } from '@commerce/client/admin/batch-jobs';
import { useAdminCreateUploadDownloadUrl } from '@commerce/client/admin/uploads';
import { Button, notify, ProgressBar, StatusBadge } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { batchJobTypeLabel } from '../../lib/batch-jobs/polling.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { isUnfinished, jobProgress, STATUS_TONE } from './job-status.ts';

/** One batch job: type, when it was created, progress, status and what can be done. */
export function JobItem({ job }: { job: BatchJob }) {
  const { t, i18n } = useTranslation('activity');
  const type = batchJobTypeLabel(job.type);
  const progress = jobProgress(job);
  const created = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(job.created_at));
  // Canceling is `batch-jobs:write`, the file's download link `uploads:read` (issue 21).
  const { can } = usePermissions();
  const fileKey =
    job.status === 'completed' && can('uploads:read') ? job.result?.file_key : undefined;
  const cancelable = isUnfinished(job) && can('batch-jobs:write');

  const downloadUrl = useAdminCreateUploadDownloadUrl();
  const download = (file_key: string) =>
    downloadUrl.mutate(
      { file_key },
      {
        // The signed URL is short-lived, so it is fetched on demand and opened at once.
        onSuccess: ({ download_url }) => void window.open(download_url, '_blank', 'noopener'),
        onError: () => void notify.error(t('downloadFailed')),
      },
    );
  const cancel = useAdminCancelBatchJob(
    { id: job.id },
    {
      onSuccess: () => void notify.info(t('canceled')),
      onError: () => void notify.error(t('cancelFailed')),
    },
  );

  return (
    <li data-job-id={job.id} className="flex flex-col gap-2 py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <span className="font-medium first-letter:uppercase">{type}</span>
          <time dateTime={job.created_at} className="text-xs text-muted-foreground">
            {t('createdAt', { date: created })}
          </time>
        </div>
        <StatusBadge status={STATUS_TONE[job.status]} size="small">
          {t(`status.${job.status}`)}
        </StatusBadge>
      </div>
      <ProgressBar
        size="small"
        label={t('progress', { type })}
        tone={
          job.status === 'failed' ? 'danger' : job.status === 'completed' ? 'success' : 'primary'
        }
        value={progress.percent ?? 0}
        indeterminate={progress.percent === undefined && isUnfinished(job)}
      />
      {progress.count !== undefined && (
        <span className="text-xs text-muted-foreground">
          {t('processed', { done: progress.done, total: progress.count })}
        </span>
      )}
      {(fileKey || cancelable) && (
        <div className="flex justify-end gap-2">
          {cancelable && (
            <Button
              variant="secondary"
              size="small"
              isLoading={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {t('cancel')}
            </Button>
          )}
          {fileKey && (
            <Button
              variant="secondary"
              size="small"
              isLoading={downloadUrl.isPending}
              onClick={() => download(fileKey)}
            >
              {t('download')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
