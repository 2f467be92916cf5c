import { Modal, ModalHeader, ModalTitle } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { ImportFileStep } from './import-file-step.tsx';
import { ImportJobStep } from './import-job-step.tsx';
import type { useWatchedJob } from './use-watched-job.ts';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The import's batch job, once the file is uploaded; kept while the dialog is closed. */
  jobId: string | undefined;
  /** A job was started on an uploaded file (its key), or `undefined` to start over. */
  onJobChange: (jobId: string | undefined, fileKey?: string) => void;
  watched: ReturnType<typeof useWatchedJob>;
}

/**
 * Product import (issue 10, item 2): CSV upload -> batch job -> its pre-processing summary
 * -> confirm -> progress. Closing does not stop the job; reopening shows it again, and the
 * activity drawer announces its completion.
 */
export function ImportDialog({ open, onClose, jobId, onJobChange, watched }: ImportDialogProps) {
  const { t } = useTranslation('product-transfer');
  return (
    <Modal open={open} onClose={onClose}>
      <ModalHeader>
        <ModalTitle>{t('import.title')}</ModalTitle>
      </ModalHeader>
      {jobId ? (
        <ImportJobStep
          jobId={jobId}
          watched={watched}
          onAnother={() => onJobChange(undefined)}
          onClose={onClose}
        />
      ) : (
        <ImportFileStep onStarted={onJobChange} onClose={onClose} />
      )}
    </Modal>
  );
}
