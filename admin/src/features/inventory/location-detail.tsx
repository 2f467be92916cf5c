import {
  type AdminGetStockLocationData,
  useAdminDeleteStockLocation,
} from '@commerce/client/admin';
import { Button, ConfirmDialog, notify } from '@commerce/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { Allowed, ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { LocationFormDialog } from './location-form-dialog.tsx';
import { addressLine } from './location-values.ts';

export interface LocationDetailProps {
  location: AdminGetStockLocationData['stock_location'];
}

/** `/a/settings/locations/{id}`: a location's address and the channels it serves; edit, delete. */
export function LocationDetail({ location }: LocationDetailProps) {
  const { t, i18n } = useTranslation('inventory');
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useAdminDeleteStockLocation({ id: location.id });
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
      setConfirming(false);
      return;
    }
    notify.success(t('locations.deleted', { name: location.name }));
    await navigate({ to: '/a/settings/locations' });
  };
  const channels = location.sales_channels ?? [];

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <Link to="/a/settings/locations" className="text-sm text-primary hover:underline">
        {t('locations.back')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold break-words">{location.name}</h1>
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
        <dt className="text-muted-foreground">{t('locations.address')}</dt>
        <dd>{addressLine(location) || t('locations.noAddress')}</dd>
        <dt className="text-muted-foreground">{t('fields.phone')}</dt>
        <dd>{location.address?.phone || '—'}</dd>
        <dt className="text-muted-foreground">{t('locations.channels')}</dt>
        <dd>{channels.length ? channels.map((c) => c.name).join(', ') : '—'}</dd>
      </dl>
      <LocationFormDialog open={editing} onClose={() => setEditing(false)} location={location} />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
        title={t('locations.deleteTitle', { name: location.name })}
        description={t('locations.deleteDescription')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
      />
    </div>
  );
}
