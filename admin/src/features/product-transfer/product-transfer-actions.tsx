import type { BatchJob } from '@commerce/client';
import { Button, notify } from '@commerce/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { ExportDialog } from './export-dialog.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { useUploadDisposal } from './use-upload-disposal.ts';
import { useWatchedJob } from './use-watched-job.ts';

const FINISHED: ReadonlySet<BatchJob['status']> = new Set(['completed', 'failed', 'canceled']);

export interface ProductTransferActionsProps {
  /** The product list's current query: an export takes its filters. */
  listParams?: Record<string, unknown>;
}

/**
 * The product list's Import and Export buttons, with their dialogs, each for a role that may
 * do all it takes (issue 21). An import uploads the CSV, starts and confirms a batch job and
 * watches it, then writes products; an export starts a batch job over products it reads.
 */
export function ProductTransferActions({ listParams }: ProductTransferActionsProps) {
  const { can, canCall } = usePermissions();
  const jobs = canCall('AdminCreateBatchJob') && canCall('AdminGetBatchJob');
  const canImport = jobs && canCall('AdminCreateProtectedUpload') && can('products:write');
  const canExport = jobs && can('products:read');
  if (!canImport && !canExport) return null;
  return (
    <TransferActions
      canImport={canImport}
      canExport={canExport}
      {...(listParams ? { listParams } : {})}
    />
  );
}

function TransferActions({
  listParams,
  canImport,
  canExport,
}: ProductTransferActionsProps & { canImport: boolean; canExport: boolean }) {
  const { t } = useTranslation('product-transfer');
  const [dialog, setDialog] = useState<'import' | 'export'>();
  const [jobId, setJobId] = useState<string>();
  const [fileKey, setFileKey] = useState<string>();
  const watched = useWatchedJob(jobId);
  const importing = dialog === 'import';
  const finished = watched.job !== undefined && FINISHED.has(watched.job.status);

  // The uploaded CSV is read by the job only: once it has ended, the file goes.
  const dispose = useUploadDisposal();
  useEffect(() => {
    if (finished) dispose(fileKey);
  }, [finished, fileKey, dispose]);

  // The activity drawer announces completions only; a failure after the dialog was closed
  // is announced here, once.
  const status = watched.job?.status;
  const seen = useRef(status);
  useEffect(() => {
    const before = seen.current;
    seen.current = status;
    if (status === 'failed' && before && before !== 'failed' && !importing) {
      notify.error(t('import.failedNotice'));
    }
  }, [status, importing, t]);

  return (
    <>
      {canImport && (
        <Button variant="secondary" onClick={() => setDialog('import')}>
          {t('actions.import')}
        </Button>
      )}
      {canExport && (
        <Button variant="secondary" onClick={() => setDialog('export')}>
          {t('actions.export')}
        </Button>
      )}
      <ImportDialog
        open={importing}
        onClose={() => {
          setDialog(undefined);
          // A finished import is done with; a failed one stays to show its reasons again.
          if (status === 'completed' || status === 'canceled') setJobId(undefined);
        }}
        jobId={jobId}
        onJobChange={(id, key) => {
          setJobId(id);
          setFileKey(key);
        }}
        watched={watched}
      />
      <ExportDialog
        open={dialog === 'export'}
        onClose={() => setDialog(undefined)}
        {...(listParams ? { filters: listParams } : {})}
      />
    </>
  );
}
