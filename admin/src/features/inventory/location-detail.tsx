import {
  type AdminGetStockLocationData,
  useAdminDeleteStockLocation,
} from '@commerce/client/admin/stock-locations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailPageHeader } from '../../lib/detail-page/detail-page-header.tsx';
import { LocationFormDialog } from './location-form-dialog.tsx';
import { addressLine } from './location-values.ts';

export interface LocationDetailProps {
  location: AdminGetStockLocationData['stock_location'];
}

/** `/a/settings/locations/{id}`: a location's address and the channels it serves; edit, delete. */
export function LocationDetail({ location }: LocationDetailProps) {
  const { t } = useTranslation('inventory');
  const [editing, setEditing] = useState(false);
  const remove = useAdminDeleteStockLocation({ id: location.id });
  const channels = location.sales_channels ?? [];

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <DetailPageHeader
        backLabel={t('locations.back')}
        title={location.name}
        permission="inventory:write"
        onEdit={() => setEditing(true)}
        deletion={{
          mutation: remove,
          deleted: t('locations.deleted', { name: location.name }),
          listTo: '/a/settings/locations',
          title: t('locations.deleteTitle', { name: location.name }),
          description: t('locations.deleteDescription'),
        }}
      />
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">{t('locations.address')}</dt>
        <dd>{addressLine(location) || t('locations.noAddress')}</dd>
        <dt className="text-muted-foreground">{t('fields.phone')}</dt>
        <dd>{location.address?.phone || '—'}</dd>
        <dt className="text-muted-foreground">{t('locations.channels')}</dt>
        <dd>{channels.length ? channels.map((c) => c.name).join(', ') : '—'}</dd>
      </dl>
      <LocationFormDialog open={editing} onClose={() => setEditing(false)} location={location} />
    </div>
  );
}
