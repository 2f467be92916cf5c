import { useAdminCreateUpload } from '@commerce/client/admin/uploads';
import { Button, Label, Spinner } from '@commerce/ui';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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

  const onFiles = async (files: FileList | null) => {
    if (!files?.length) return;
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
        <div className="flex items-center gap-3">
          <Label htmlFor={`${id}-files`}>{t('images.choose')}</Label>
          <input
            id={`${id}-files`}
            type="file"
            accept="image/*"
            multiple
            onChange={(event) => void onFiles(event.currentTarget.files)}
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
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {images.map((image) => (
              <li
                key={image.url}
                className="flex flex-col gap-2 rounded-md border border-border p-2"
              >
                <img src={image.url} alt={image.name} className="aspect-square object-cover" />
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-thumbnail`}
                    checked={thumbnail === image.url}
                    onChange={() => form.setValue('thumbnail', image.url)}
                  />
                  {t('images.useAsThumbnail', { name: image.name })}
                </label>
                <Button size="small" variant="secondary" onClick={() => remove(image.url)}>
                  {t('images.remove', { name: image.name })}
                </Button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
