import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from './product-types.ts';

/** The product's images: a large one and, when there are several, buttons to pick it. */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  const urls = (product.images ?? []).map((image) => image.url);
  if (urls.length === 0 && product.thumbnail) urls.push(product.thumbnail);
  const [shown, setShown] = useState(0);
  const current = urls[shown] ?? urls[0];
  if (!current)
    return <div aria-hidden="true" className="aspect-square w-full rounded-lg bg-muted" />;
  return (
    <div className="space-y-3">
      <img
        src={current}
        fetchPriority="high"
        alt={t('product.imageAlt', { title: product.title, index: shown + 1 })}
        className="aspect-square w-full rounded-lg bg-muted object-cover"
      />
      {urls.length > 1 && (
        <ul aria-label={t('product.images')} className="flex gap-2">
          {urls.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                aria-pressed={index === shown}
                aria-label={t('product.showImage', { index: index + 1 })}
                onClick={() => setShown(index)}
                className="size-16 overflow-hidden rounded-md border border-border aria-pressed:border-primary"
              >
                <img src={url} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
