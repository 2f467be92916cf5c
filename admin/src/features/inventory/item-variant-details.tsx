import { useAdminGetVariant } from '@commerce/client/admin/variants';
import { Spinner } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/i18n/format-amount.ts';
import { ListError } from '../../lib/lists/list-states.tsx';

export interface ItemVariantDetailsProps {
  id: string;
  /** The id the toggling button points at (`aria-controls`). */
  panelId: string;
}

/** One variant read fresh (`GET /admin/variants/{id}`): its codes, stock, prices and product. */
export function ItemVariantDetails({ id, panelId }: ItemVariantDetailsProps) {
  const { t, i18n } = useTranslation('inventory');
  const query = useAdminGetVariant({ id });
  if (query.isPending) {
    return (
      <div id={panelId}>
        <Spinner size="small" label={t('variants.loadingOne')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div id={panelId}>
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const { variant } = query.data;
  const prices = (variant.prices ?? [])
    .filter((price) => !price.price_list_id)
    .map((price) => formatAmount(price.amount, price.currency_code, i18n.language));
  const facts: [string, string | number][] = [
    [t('variants.barcode'), variant.barcode || '—'],
    [t('variants.ean'), variant.ean || '—'],
    [t('variants.upc'), variant.upc || '—'],
    [
      t('variants.inStock'),
      variant.manage_inventory ? variant.inventory_quantity : t('variants.notTracked'),
    ],
    [
      t('variants.backorder'),
      variant.allow_backorder ? t('variants.allowed') : t('variants.notAllowed'),
    ],
    [t('variants.prices'), prices.join(', ') || t('variants.noPrice')],
  ];
  return (
    <div id={panelId} className="flex flex-col gap-2">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to="/a/products/$id"
        params={{ id: variant.product_id }}
        className="w-fit text-primary hover:underline"
      >
        {t('variants.openProduct', { title: variant.title })}
      </Link>
    </div>
  );
}
