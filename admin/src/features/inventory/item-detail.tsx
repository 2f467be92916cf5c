import {
  type AdminGetInventoryItemData,
  useAdminDeleteInventoryItem,
} from '@commerce/client/admin';
import { Button, ConfirmDialog, notify } from '@commerce/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { Allowed, ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
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
  const { t, i18n } = useTranslation('inventory');
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useAdminDeleteInventoryItem({ id: item.id });
  const name = itemName(item);
  const totals = quantitiesOf(item.location_levels);

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
      setConfirming(false);
      return;
    }
    notify.success(t('items.deleted', { name }));
    await navigate({ to: '/a/inventory' });
  };

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
      <Link to="/a/inventory" className="text-sm text-primary hover:underline">
        {t('items.back')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold break-words">{name}</h1>
        <Allowed permission="inventory:write">
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('actions.edit')}
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('actions.delete')}
            </Button>
          </div>
        </Allowed>
      </div>
      <ReadOnlyNotice permission="inventory:write" />
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <LocationLevels item={item} />
      {/* The variants are read from the products area. */}
      <Allowed permission="products:read">
        <ItemVariants item={item} />
      </Allowed>
      <ItemFormDialog open={editing} onClose={() => setEditing(false)} item={item} />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
        title={t('items.deleteTitle', { name })}
        description={t('items.deleteDescription')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
      />
    </div>
  );
}
