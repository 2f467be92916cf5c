import {
  type AdminGetProductData,
  useAdminListProductVariants,
} from '@commerce/client/admin/products';
import { useAdminGetStore } from '@commerce/client/admin/store';
import { Button, Spinner } from '@commerce/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/i18n/format-amount.ts';
import { ListError } from '../../lib/lists/list-states.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { DeleteVariant } from './delete-variant.tsx';
import { DetailSection } from './detail-section.tsx';
import { VariantFormDialog } from './variant-form-dialog.tsx';
import { VariantPager } from './variant-pager.tsx';

type Product = AdminGetProductData['product'];
type Variant = NonNullable<Product['variants']>[number];

/** Rows per page: a product with hundreds of variants stays quick to render and read. */
export const VARIANT_PAGE = 25;

/**
 * The variants with their SKU, default prices and stock, a page at a time from the server
 * (`GET /admin/products/{id}/variants`): add one, edit or delete each; the grid edits the
 * prices and stock of all of them at once (a read-only role reads them there).
 */
export function VariantsSection({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('product-editor');
  const { t: tGrid } = useTranslation('grid');
  const store = useAdminGetStore();
  const canEdit = usePermissions().can('products:write');
  const [offset, setOffset] = useState(0);
  const query = useAdminListProductVariants(
    { id: product.id, limit: VARIANT_PAGE, offset },
    { placeholderData: keepPreviousData },
  );
  // `null`: no dialog; `'new'`: adding a variant.
  const [editing, setEditing] = useState<Variant | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Variant | null>(null);
  const shown = query.data?.variants ?? [];
  const count = query.data?.count ?? 0;
  // A page emptied by deletions steps back to the last one that has rows.
  if (query.data && shown.length === 0 && offset > 0 && count > 0) {
    setOffset(Math.max(0, Math.floor((count - 1) / VARIANT_PAGE) * VARIANT_PAGE));
  }
  const currencies = (store.data?.store.currencies ?? []).map((currency) => currency.code);

  const pricesOf = (variant: Variant) =>
    (variant.prices ?? [])
      .filter((price) => !price.price_list_id)
      .map((price) => formatAmount(price.amount, price.currency_code, i18n.language))
      .join(', ') || t('variantList.noPrice');

  return (
    <DetailSection title={t('sections.variants')}>
      <div className="flex flex-wrap items-center gap-3">
        {canEdit && (
          <Button size="small" variant="secondary" onClick={() => setEditing('new')}>
            {t('variantList.add')}
          </Button>
        )}
        {(count > 0 || Boolean(product.variants?.length)) && (
          <Link
            to="/a/products/$id/grid"
            params={{ id: product.id }}
            className="text-sm text-primary hover:underline"
          >
            {canEdit ? tGrid('product.open') : tGrid('product.view')}
          </Link>
        )}
      </div>
      {query.isPending ? (
        <Spinner label={t('variantList.loading')} />
      ) : query.isError ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : count === 0 ? (
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
                  {canEdit && (
                    <th className="p-2">
                      <span className="sr-only">{t('variants.actions')}</span>
                    </th>
                  )}
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
                    {canEdit && (
                      <td className="flex justify-end gap-1 p-2">
                        <Button
                          size="small"
                          variant="secondary"
                          onClick={() => setEditing(variant)}
                        >
                          {t('variantList.edit', { title: variant.title })}
                        </Button>
                        <Button size="small" variant="ghost" onClick={() => setDeleting(variant)}>
                          {t('variantList.delete', { title: variant.title })}
                        </Button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {count > VARIANT_PAGE && (
            <VariantPager
              offset={offset}
              shown={shown.length}
              count={count}
              busy={query.isPlaceholderData}
              onOffsetChange={setOffset}
              pageSize={VARIANT_PAGE}
            />
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
