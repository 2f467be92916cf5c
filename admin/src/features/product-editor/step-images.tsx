import { useAdminCreateUpload } from '@commerce/client/admin/uploads';
import { DropZone, DropZonePreview, DropZonePreviews, formatFileSize, Spinner } from '@commerce/ui';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, UPLOAD_MAX_FILE_SIZE } from '../../lib/files/upload-limits.ts';
import { useDropZoneTexts } from '../../lib/files/use-drop-zone-texts.ts';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import type { WizardValues } from './wizard-values.ts';

/** Step 6: images uploaded through the uploads API, one of them chosen as the thumbnail. */
export function StepImages() {
  const { t, i18n } = useTranslation('product-editor');
  const id = useId();
  const form = useFormContext<WizardValues>();
  const images = useWatch({ control: form.control, name: 'images' }) ?? [];
  const thumbnail = useWatch({ control: form.control, name: 'thumbnail' });
  const upload = useAdminCreateUpload();
  const canUpload = usePermissions().canCall('AdminCreateUpload');
  const [error, setError] = useState('');
  const dropTexts = useDropZoneTexts({ multiple: true });

  const onFiles = async (files: File[]) => {
    if (!files.length) return;
    const body = new FormData();
    for (const file of files) body.append('files', file);
    setError('');
    try {
      const { uploads } = await upload.mutateAsync(body);
      const added = uploads.map((file, index) => ({
        url: file.url,
        name: files[index]?.name ?? file.key,
      }));
      const next = [...form.getValues('images'), ...added];
      form.setValue('images', next);
      if (!form.getValues('thumbnail') && next[0]) form.setValue('thumbnail', next[0].url);
    } catch (failure) {
      setError(serverErrorMessage(failure, i18n.t));
    }
  };

  const remove = (url: string) => {
    const next = images.filter((image) => image.url !== url);
    form.setValue('images', next);
    if (thumbnail === url) form.setValue('thumbnail', next[0]?.url ?? '');
  };

  return (
    <div className="flex flex-col gap-4">
      {canUpload ? (
        <div className="flex flex-col gap-2">
          <DropZone
            label={t('images.choose')}
            description={t('images.limits', { size: formatFileSize(UPLOAD_MAX_FILE_SIZE) })}
            accept={IMAGE_TYPES}
            maxSize={UPLOAD_MAX_FILE_SIZE}
            multiple
            disabled={upload.isPending}
            onFiles={(files) => void onFiles(files)}
            {...dropTexts}
          />
          {upload.isPending && <Spinner aria-label={t('images.uploading')} />}
        </div>
      ) : (
        <p role="note" className="text-sm text-muted-foreground">
          {t('images.noUploads')}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {images.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('images.none')}</p>
      ) : (
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('images.thumbnail')}</legend>
          <DropZonePreviews label={t('images.uploaded')}>
            {images.map((image) => (
              <DropZonePreview
                key={image.url}
                src={image.url}
                name={image.name}
                removeLabel={t('images.remove', { name: image.name })}
                onRemove={() => remove(image.url)}
              >
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-thumbnail`}
                    checked={thumbnail === image.url}
                    onChange={() => form.setValue('thumbnail', image.url)}
                  />
                  {t('images.useAsThumbnail', { name: image.name })}
                </label>
              </DropZonePreview>
            ))}
          </DropZonePreviews>
        </fieldset>
      )}
    </div>
  );
}
