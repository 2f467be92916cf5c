import { useTranslation } from 'react-i18next';
import type { ProductVariantDetail } from './product-types.ts';
import { stockOf } from './stock.ts';

const TONE = {
  in_stock: 'text-success',
  low_stock: 'text-warning',
  backorder: 'text-info',
  out_of_stock: 'text-danger',
} as const;

/** The chosen variant's availability in words (colour only repeats it). */
export function StockStatus({ variant }: { variant: ProductVariantDetail | undefined }) {
  const { t } = useTranslation('catalog');
  if (!variant) {
    return <p className="text-sm text-muted-foreground">{t('product.unavailable')}</p>;
  }
  const { state } = stockOf(variant);
  const text =
    state === 'low_stock'
      ? t('product.lowStock', { count: variant.inventory_quantity })
      : state === 'in_stock'
        ? t('product.inStock')
        : state === 'backorder'
          ? t('product.backorder')
          : t('product.outOfStock');
  return (
    <p role="status" className={`text-sm font-medium ${TONE[state]}`}>
      {text}
    </p>
  );
}
