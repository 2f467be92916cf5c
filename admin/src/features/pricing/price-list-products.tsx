import {
  useAdminDeletePriceListProductPrices,
  useAdminDeletePriceListVariantPrices,
} from '@commerce/client/admin/price-lists';
import { Button, ConfirmDialog, notify } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import type { PriceRow } from './price-grid-model.ts';

type Target = { kind: 'product' | 'variant'; id: string; name: string };

export interface PriceListProductsProps {
  listId: string;
  rows: readonly PriceRow[];
  /** Forgets a product added here but not yet priced. */
  onForget: (productId: string) => void;
}

/**
 * The list's products and their variants, each with a button that removes its prices (for a
 * role with `pricing:write`; the others read the names only).
 */
export function PriceListProducts({ listId, rows, onForget }: PriceListProductsProps) {
  const { t, i18n } = useTranslation('pricing');
  const canEdit = usePermissions().can('pricing:write');
  const [target, setTarget] = useState<Target>();
  const removeProduct = useAdminDeletePriceListProductPrices({
    id: listId,
    product_id: target?.kind === 'product' ? target.id : '',
  });
  const removeVariant = useAdminDeletePriceListVariantPrices({
    id: listId,
    variant_id: target?.kind === 'variant' ? target.id : '',
  });
  const products = [...new Map(rows.map((row) => [row.product.id, row.product])).values()];

  const confirm = async () => {
    if (!target) return;
    try {
      if (target.kind === 'product') {
        await removeProduct.mutateAsync();
        onForget(target.id);
      } else await removeVariant.mutateAsync();
      notify.success(t('products.removed', { name: target.name }));
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
    }
    setTarget(undefined);
  };

  return (
    <section aria-labelledby="price-list-products" className="flex flex-col gap-2">
      <h2 id="price-list-products" className="text-lg font-semibold">
        {t('products.title')}
      </h2>
      <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
        {products.map((product) => (
          <li key={product.id} className="flex flex-col gap-1 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{product.title}</span>
              {canEdit && (
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() =>
                    setTarget({ kind: 'product', id: product.id, name: product.title })
                  }
                >
                  {t('products.removeProduct', { name: product.title })}
                </Button>
              )}
            </div>
            <ul className="flex flex-wrap gap-2">
              {rows
                .filter((row) => row.product.id === product.id)
                .map(({ variant }) => (
                  <li
                    key={variant.id}
                    className={`flex items-center gap-1 rounded-md border border-border text-sm ${canEdit ? 'ps-2' : 'px-2 py-1'}`}
                  >
                    {variant.title}
                    {canEdit && (
                      <Button
                        size="small"
                        variant="ghost"
                        aria-label={t('products.removeVariant', {
                          name: `${product.title} · ${variant.title}`,
                        })}
                        onClick={() =>
                          setTarget({
                            kind: 'variant',
                            id: variant.id,
                            name: `${product.title} · ${variant.title}`,
                          })
                        }
                      >
                        ×
                      </Button>
                    )}
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={target !== undefined}
        onClose={() => setTarget(undefined)}
        onConfirm={() => void confirm()}
        isPending={removeProduct.isPending || removeVariant.isPending}
        title={t('products.removeTitle', { name: target?.name ?? '' })}
        description={t('products.removeDescription')}
        confirmLabel={t('actions.remove')}
        cancelLabel={t('actions.cancel')}
      />
    </section>
  );
}
