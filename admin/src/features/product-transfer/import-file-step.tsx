import { useAdminCreateBatchJob } from '@commerce/client/admin/batch-jobs';
import { useAdminCreateProtectedUpload } from '@commerce/client/admin/uploads';
import {
  Button,
  DropZone,
  DropZonePreview,
  DropZonePreviews,
  formatFileSize,
  ModalBody,
  ModalFooter,
} from '@commerce/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CSV_TYPES, UPLOAD_MAX_FILE_SIZE } from '../../lib/files/upload-limits.ts';
import { useDropZoneTexts } from '../../lib/files/use-drop-zone-texts.ts';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { ImportTemplateLink } from './import-template-link.tsx';
import { useUploadDisposal } from './use-upload-disposal.ts';

export const PRODUCT_IMPORT = 'product-import';

export interface ImportFileStepProps {
  /** The dry-run job was created: its id, and the key of the upload it reads. */
  onStarted: (jobId: string, fileKey: string) => void;
  onClose: () => void;
}

/**
 * Choose a CSV, upload it as a protected file (`POST /admin/uploads/protected`) and create a
 * `product-import` batch job on it as a dry run: the server checks the whole file and
 * summarises it before anything is written (server/src/jobs/README.md). An upload whose job
 * could not be created is kept for another try with the same file, and deleted when another
 * file is chosen or the dialog is left.
 */
export function ImportFileStep({ onStarted, onClose }: ImportFileStepProps) {
  const { t, i18n } = useTranslation('product-transfer');
  const dropTexts = useDropZoneTexts({ multiple: false });
  const [file, setFile] = useState<File>();
  const [error, setError] = useState('');
  const upload = useAdminCreateProtectedUpload();
  const create = useAdminCreateBatchJob();
  const pending = upload.isPending || create.isPending;
  const dispose = useUploadDisposal();
  const orphan = useRef<{ file: File; key: string }>(undefined);
  useEffect(() => () => dispose(orphan.current?.key), [dispose]);

  const choose = (chosen: File | undefined) => {
    dispose(orphan.current?.key);
    orphan.current = undefined;
    setFile(chosen);
    setError('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(t('import.noFile'));
      return;
    }
    setError('');
    try {
      let fileKey = orphan.current?.file === file ? orphan.current.key : undefined;
      if (!fileKey) {
        const body = new FormData();
        body.append('files', file);
        const { uploads } = await upload.mutateAsync(body);
        fileKey = uploads[0]?.key;
        if (!fileKey) throw new Error('No file key');
        orphan.current = { file, key: fileKey };
      }
      const { batch_job } = await create.mutateAsync({
        type: PRODUCT_IMPORT,
        context: { fileKey },
        dry_run: true,
      });
      orphan.current = undefined;
      onStarted(batch_job.id, fileKey);
    } catch (failure) {
      setError(serverErrorMessage(failure, i18n.t));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="contents">
      <ModalBody className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">{t('import.description')}</p>
        <ImportTemplateLink />
        <DropZone
          label={t('import.file')}
          description={t('import.fileHint')}
          accept={CSV_TYPES}
          maxSize={UPLOAD_MAX_FILE_SIZE}
          multiple={false}
          disabled={pending}
          onFiles={([chosen]) => choose(chosen)}
          {...dropTexts}
        />
        {file && (
          <DropZonePreviews label={t('import.chosen')}>
            <DropZonePreview
              name={file.name}
              detail={formatFileSize(file.size)}
              removeLabel={t('import.remove', { name: file.name })}
              disabled={pending}
              onRemove={() => choose(undefined)}
            />
          </DropZonePreviews>
        )}
        {upload.isPending && (
          <p role="status" className="text-sm">
            {t('import.uploading')}
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" isLoading={pending}>
          {t('import.start')}
        </Button>
      </ModalFooter>
    </form>
  );
}
