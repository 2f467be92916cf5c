import type { AdminGetProductData, AdminUpdateProductBody } from '@commerce/client/admin/products';
import { useAdminCreateUpload } from '@commerce/client/admin/uploads';
import { Button, DropZone, formatFileSize, Spinner } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, UPLOAD_MAX_FILE_SIZE } from '../../lib/files/upload-limits.ts';
import { useDropZoneTexts } from '../../lib/files/use-drop-zone-texts.ts';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { DetailSection } from './detail-section.tsx';
import { useSaveProduct } from './use-save-product.ts';

type Product = AdminGetProductData['product'];

/** `urls` with the item at `from` moved to `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The product's images in display order: upload more, choose the thumbnail, move one
 * earlier or later, remove one. Each change is saved at once (the server replaces the
 * image list whole, in the order given). A read-only role sees the images only; uploading
 * also needs `uploads:write`.
 */
export function MediaSection({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('product-editor');
  const dropTexts = useDropZoneTexts({ multiple: true });
  const { can, canCall } = usePermissions();
  const canEdit = can('products:write');
  const upload = useAdminCreateUpload();
  const { save, isPending } = useSaveProduct(product.id);
  const [error, setError] = useState('');
  const urls = (product.images ?? []).map((image) => image.url);
  const busy = isPending || upload.isPending;

  const saveImages = (body: AdminUpdateProductBody) => save(undefined, body, () => {});

  const onFiles = async (files: File[]) => {
    if (!files.length) return;
    const body = new FormData();
    for (const file of files) body.append('files', file);
    setError('');
    try {
      const { uploads } = await upload.mutateAsync(body);
      const added = uploads.map((file) => file.url);
      await saveImages({
        images: [...urls, ...added],
        // A product without a thumbnail gets its first new image as one.
        ...(product.thumbnail ? {} : { thumbnail: added[0] ?? null }),
      });
    } catch (failure) {
      setError(serverErrorMessage(failure, i18n.t));
    }
  };

  const remove = (url: string) => {
    const next = urls.filter((kept) => kept !== url);
    void saveImages({
      images: next,
      ...(product.thumbnail === url ? { thumbnail: next[0] ?? null } : {}),
    });
  };

  return (
    <DetailSection title={t('sections.media')}>
      {canEdit && canCall('AdminCreateUpload') && (
        <div className="flex flex-col gap-2">
          <DropZone
            label={t('images.choose')}
            description={t('images.limits', { size: formatFileSize(UPLOAD_MAX_FILE_SIZE) })}
            accept={IMAGE_TYPES}
            maxSize={UPLOAD_MAX_FILE_SIZE}
            multiple
            disabled={busy}
            onFiles={(files) => void onFiles(files)}
            {...dropTexts}
          />
          {upload.isPending && <Spinner aria-label={t('images.uploading')} />}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {urls.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('media.none')}</p>
      ) : (
        <ol className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {urls.map((url, index) => {
            const n = index + 1;
            return (
              <li key={url} className="flex flex-col gap-2 rounded-md border border-border p-2">
                <img
                  src={url}
                  alt={t('media.imageOf', { n, title: product.title })}
                  className="aspect-square rounded-md object-cover"
                />
                {product.thumbnail === url ? (
                  <span className="text-sm font-medium">{t('media.thumbnail')}</span>
                ) : !canEdit ? null : (
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => void saveImages({ thumbnail: url })}
                  >
                    {t('media.makeThumbnail', { n })}
                  </Button>
                )}
                {canEdit && (
                  <div className="flex flex-wrap gap-1">
                    <Button
                      size="small"
                      variant="ghost"
                      disabled={busy || index === 0}
                      onClick={() => void saveImages({ images: moveItem(urls, index, index - 1) })}
                    >
                      {t('media.earlier', { n })}
                    </Button>
                    <Button
                      size="small"
                      variant="ghost"
                      disabled={busy || index === urls.length - 1}
                      onClick={() => void saveImages({ images: moveItem(urls, index, index + 1) })}
                    >
                      {t('media.later', { n })}
                    </Button>
                    <Button
                      size="small"
                      variant="ghost"
                      disabled={busy}
                      onClick={() => remove(url)}
                    >
                      {t('media.remove', { n })}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </DetailSection>
  );
}
