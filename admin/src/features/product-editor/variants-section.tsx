import { type AdminGetProductData, useAdminGetStore } from '@commerce/client/admin';
import { Button } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/catalog/money.ts';
import { DeleteVariant } from './delete-variant.tsx';
import { DetailSection } from './detail-section.tsx';
import { VariantFormDialog } from './variant-form-dialog.tsx';

type Product = AdminGetProductData['product'];
type Variant = NonNullable<Product['variants']>[number];

/** Rows per page: a product with hundreds of variants stays quick to render and read. */
export const VARIANT_PAGE = 25;

/**
 * The variants with their SKU, default prices and stock, a page at a time: add one, edit or
 * delete each; the grid edits the prices and stock of all of them at once.
 */
export function VariantsSection({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('product-editor');
  const { t: tGrid } = useTranslation('grid');
  const store = useAdminGetStore();
  const [page, setPage] = useState(0);
  // `null`: no dialog; `'new'`: adding a variant.
  const [editing, setEditing] = useState<Variant | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Variant | null>(null);
  const variants = product.variants ?? [];
  const pages = Math.max(1, Math.ceil(variants.length / VARIANT_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = variants.slice(current * VARIANT_PAGE, (current + 1) * VARIANT_PAGE);
  const currencies = (store.data?.store.currencies ?? []).map((currency) => currency.code);

  const pricesOf = (variant: Variant) =>
    (variant.prices ?? [])
      .filter((price) => !price.price_list_id)
      .map((price) => formatPrice(price.amount, price.currency_code, i18n.language))
      .join(', ') || t('variantList.noPrice');

  return (
    <DetailSection title={t('sections.variants')}>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="small" variant="secondary" onClick={() => setEditing('new')}>
          {t('variantList.add')}
        </Button>
        {variants.length > 0 && (
          <Link
            to="/a/products/$id/grid"
            params={{ id: product.id }}
            className="text-sm text-primary hover:underline"
          >
            {tGrid('product.open')}
          </Link>
        )}
      </div>
      {variants.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('variantList.none')}</p>
      ) : (
        <>
          <div className="overflow-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-border text-start">
                  <th className="p-2 text-start">{t('variants.title')}</th>
                  <th className="p-2 text-start">{t('variantList.sku')}</th>
                  <th className="p-2 text-start">{t('variantList.prices')}</th>
                  <th className="p-2 text-start">{t('variantList.inventory')}</th>
                  <th className="p-2">
                    <span className="sr-only">{t('variants.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((variant) => (
                  <tr key={variant.id} className="border-b border-border">
                    <th scope="row" className="p-2 text-start font-normal">
                      {variant.title}
                    </th>
                    <td className="p-2">{variant.sku ?? '—'}</td>
                    <td className="p-2">{pricesOf(variant)}</td>
                    <td className="p-2">
                      {variant.manage_inventory
                        ? variant.inventory_quantity
                        : t('variantList.notManaged')}
                    </td>
                    <td className="flex justify-end gap-1 p-2">
                      <Button size="small" variant="secondary" onClick={() => setEditing(variant)}>
                        {t('variantList.edit', { title: variant.title })}
                      </Button>
                      <Button size="small" variant="ghost" onClick={() => setDeleting(variant)}>
                        {t('variantList.delete', { title: variant.title })}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav aria-label={t('sections.variants')} className="flex items-center gap-3 text-sm">
              <Button
                size="small"
                variant="secondary"
                disabled={current === 0}
                onClick={() => setPage(current - 1)}
              >
                {t('variantList.previous')}
              </Button>
              <span aria-live="polite">
                {t('variantList.page', {
                  from: current * VARIANT_PAGE + 1,
                  to: current * VARIANT_PAGE + shown.length,
                  count: variants.length,
                })}
              </span>
              <Button
                size="small"
                variant="secondary"
                disabled={current === pages - 1}
                onClick={() => setPage(current + 1)}
              >
                {t('variantList.next')}
              </Button>
            </nav>
          )}
        </>
      )}
      {editing && (
        <VariantFormDialog
          product={product}
          variant={editing === 'new' ? undefined : editing}
          currencies={currencies}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteVariant
          productId={product.id}
          variant={deleting}
          onClose={() => setDeleting(null)}
        />
      )}
    </DetailSection>
  );
}
