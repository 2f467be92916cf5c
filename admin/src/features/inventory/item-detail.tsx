import {
  type AdminGetInventoryItemData,
  useAdminDeleteInventoryItem,
} from '@commerce/client/admin/inventory-items';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailFacts } from '../../lib/detail-page/detail-facts.tsx';
import { DetailPageHeader } from '../../lib/detail-page/detail-page-header.tsx';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import { itemName } from './inventory-columns.tsx';
import { quantitiesOf } from './inventory-list-query.ts';
import { ItemFormDialog } from './item-form-dialog.tsx';
import { ItemVariants } from './item-variants.tsx';
import { LocationLevels } from './location-levels.tsx';

export interface ItemDetailProps {
  item: AdminGetInventoryItemData['inventory_item'];
}

/**
 * `/a/inventory/{id}`: an item's details and totals, editing, deleting, its stock by
 * location and the product variants it keeps the stock of.
 */
export function ItemDetail({ item }: ItemDetailProps) {
  const { t } = useTranslation('inventory');
  const [editing, setEditing] = useState(false);
  const remove = useAdminDeleteInventoryItem({ id: item.id });
  const name = itemName(item);
  const totals = quantitiesOf(item.location_levels);

  const facts: [string, string | number][] = [
    [t('fields.sku'), item.sku ?? '—'],
    [t('fields.description'), item.description || '—'],
    [t('fields.originCountry'), item.origin_country?.toUpperCase() ?? '—'],
    [t('fields.stocked'), totals.stocked],
    [t('fields.reserved'), totals.reserved],
    [t('fields.incoming'), totals.incoming],
    [t('fields.available'), totals.available],
  ];

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <DetailPageHeader
        backLabel={t('items.back')}
        title={name}
        permission="inventory:write"
        onEdit={() => setEditing(true)}
        deletion={{
          mutation: remove,
          deleted: t('items.deleted', { name }),
          listTo: '/a/inventory',
          title: t('items.deleteTitle', { name }),
          description: t('items.deleteDescription'),
        }}
      />
      <DetailFacts facts={facts} valueClassName="tabular-nums" />
      <LocationLevels item={item} />
      {/* The variants are read from the products area. */}
      <Allowed permission="products:read">
        <ItemVariants item={item} />
      </Allowed>
      <ItemFormDialog open={editing} onClose={() => setEditing(false)} item={item} />
    </div>
  );
}
