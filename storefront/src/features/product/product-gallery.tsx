import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from './product-types.ts';

/**
 * The product's pictures: a large one, which a tap or Enter enlarges (a native modal
 * `<dialog>`: Escape closes it and focus goes back, with no dialog library on the first
 * page), and, when there are several, a row of thumbnails; the arrow keys, Home and End move
 * along the row and show the picture they reach.
 */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  const urls = (product.images ?? []).map((image) => image.url);
  if (urls.length === 0 && product.thumbnail) urls.push(product.thumbnail);
  const [shown, setShown] = useState(0);
  const thumbnails = useRef<HTMLUListElement>(null);
  const zoom = useRef<HTMLDialogElement>(null);
  const current = urls[shown] ?? urls[0];
  if (!current)
    return <div aria-hidden="true" className="aspect-square w-full rounded-lg bg-muted" />;
  const alt = t('product.imageAlt', { title: product.title, index: shown + 1 });

  const moveWithKeys = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = urls.length - 1;
    // In a right-to-left page the row runs the other way, and so do the arrows.
    const forward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    const next =
      event.key === forward
        ? Math.min(shown + 1, last)
        : event.key === backward
          ? Math.max(shown - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setShown(next);
    thumbnails.current?.querySelectorAll('button')[next]?.focus();
  };

  return (
    <div className="space-y-3">
      <button
        type="button"
        aria-label={t('product.zoomImage', { index: shown + 1 })}
        aria-haspopup="dialog"
        onClick={() => zoom.current?.showModal()}
        className="block w-full cursor-zoom-in rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus-ring"
      >
        <img
          src={current}
          fetchPriority="high"
          alt={alt}
          className="aspect-square w-full rounded-lg bg-muted object-cover"
        />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: keys close it natively (Escape) or by its button. */}
      <dialog
        ref={zoom}
        aria-label={alt}
        // A click on the backdrop (the dialog itself, outside the picture) closes it too.
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="m-auto max-h-[95dvh] max-w-[95vw] overflow-auto rounded-lg bg-background p-0 backdrop:bg-black/70"
      >
        <form method="dialog" className="sticky top-0 flex justify-end p-2">
          <button
            type="submit"
            className="rounded-md bg-background/90 px-3 py-2 text-sm font-medium text-foreground focus-visible:outline-2 focus-visible:outline-focus-ring"
          >
            {t('product.closeZoom')}
          </button>
        </form>
        <img src={current} alt={alt} className="block h-auto w-[min(200vw,1024px)] max-w-none" />
      </dialog>
      {urls.length > 1 && (
        <ul
          ref={thumbnails}
          aria-label={t('product.images')}
          className="flex gap-2"
          onKeyDown={moveWithKeys}
        >
          {urls.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                aria-pressed={index === shown}
                aria-label={t('product.showImage', { index: index + 1 })}
                // One stop in the tab order for the row: the arrows move within it.
                tabIndex={index === shown ? 0 : -1}
                onClick={() => setShown(index)}
                className="size-16 overflow-hidden rounded-md border border-border aria-pressed:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus-ring"
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
