import { Button, notify } from '@commerce/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportDialog } from './export-dialog.tsx';
import { ImportDialog } from './import-dialog.tsx';
import { useWatchedJob } from './use-watched-job.ts';

export interface ProductTransferActionsProps {
  /** The product list's current query: an export takes its filters. */
  listParams?: Record<string, unknown>;
}

/** The product list's Import and Export buttons, with their dialogs. */
export function ProductTransferActions({ listParams }: ProductTransferActionsProps) {
  const { t } = useTranslation('product-transfer');
  const [dialog, setDialog] = useState<'import' | 'export'>();
  const [jobId, setJobId] = useState<string>();
  const watched = useWatchedJob(jobId);
  const importing = dialog === 'import';

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
      <Button variant="secondary" onClick={() => setDialog('import')}>
        {t('actions.import')}
      </Button>
      <Button variant="secondary" onClick={() => setDialog('export')}>
        {t('actions.export')}
      </Button>
      <ImportDialog
        open={importing}
        onClose={() => {
          setDialog(undefined);
          // A finished import is done with; a failed one stays to show its reasons again.
          if (status === 'completed' || status === 'canceled') setJobId(undefined);
        }}
        jobId={jobId}
        onJobChange={setJobId}
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
