import type { AdminGetInventoryItemData } from '@commerce/client/admin/inventory-items';
import { useAdminListVariants } from '@commerce/client/admin/variants';
import { Button, Section, Spinner } from '@commerce/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../lib/lists/list-states.tsx';
import { ItemVariantDetails } from './item-variant-details.tsx';

type Item = AdminGetInventoryItemData['inventory_item'];

/** More than an item is ever linked to; the rest would be a data problem, not a page. */
const LIMIT = 50;

/**
 * The product variants whose stock an item keeps (`GET /admin/variants`): the linked ones
 * when the item carries them, else those with the item's SKU. Each opens its details.
 */
export function ItemVariants({ item }: { item: Item }) {
  const { t } = useTranslation('inventory');
  const [open, setOpen] = useState<string>();
  const ids = item.variants?.map((variant) => variant.id) ?? [];
  const filter = ids.length > 0 ? { id: ids } : item.sku ? { sku: [item.sku] } : undefined;
  const query = useAdminListVariants(
    { ...filter, limit: LIMIT },
    { enabled: filter !== undefined },
  );
  const variants = query.data?.variants ?? [];

  let body: ReactNode;
  if (!filter) {
    body = <p className="text-sm text-muted-foreground">{t('variants.noSku')}</p>;
  } else if (query.isPending) {
    body = <Spinner label={t('variants.loading')} />;
  } else if (query.isError) {
    body = <ListError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (variants.length === 0) {
    body = <p className="text-sm text-muted-foreground">{t('variants.none')}</p>;
  } else {
    body = (
      <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
        {variants.map((variant) => {
          const expanded = open === variant.id;
          const panel = `variant-details-${variant.id}`;
          return (
            <li key={variant.id} className="flex flex-col gap-2 p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <span className="font-medium">{variant.title}</span>
                  {variant.sku && <span className="ms-2 text-muted-foreground">{variant.sku}</span>}
                </span>
                <Button
                  size="small"
                  variant="secondary"
                  aria-expanded={expanded}
                  aria-controls={expanded ? panel : undefined}
                  onClick={() => setOpen(expanded ? undefined : variant.id)}
                >
                  {t('variants.details', { title: variant.title })}
                </Button>
              </div>
              {expanded && <ItemVariantDetails id={variant.id} panelId={panel} />}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <Section title={t('variants.title')} description={t('variants.description')}>
      {body}
    </Section>
  );
}
