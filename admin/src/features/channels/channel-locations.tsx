import { useMedusa } from '@commerce/client';
import {
  useAdminAddSalesChannelStockLocation,
  useAdminRemoveSalesChannelStockLocation,
} from '@commerce/client/admin/sales-channels';
import {
  type AdminListStockLocationsData,
  adminListStockLocationsQueryOptions,
} from '@commerce/client/admin/stock-locations';
import { Button, notify, Select } from '@commerce/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';

type Location = AdminListStockLocationsData['stock_locations'][number];

/**
 * The stock locations that fulfil a channel's orders: link another one, or unlink one (with
 * `channels:write`; otherwise the list only, and the other locations are not read).
 */
export function ChannelLocations({ channelId }: { channelId: string }) {
  const { t, i18n } = useTranslation('channels');
  const { client } = useMedusa();
  const canEdit = usePermissions().can('channels:write');
  const headingId = useId();
  const [chosen, setChosen] = useState('');
  const all = useQuery({
    ...adminListStockLocationsQueryOptions(client, { limit: 1000, order: 'name' }),
    enabled: canEdit,
  });
  const linked = useQuery(
    adminListStockLocationsQueryOptions(client, { limit: 1000, sales_channel_id: [channelId] }),
  );
  const add = useAdminAddSalesChannelStockLocation({ id: channelId });
  const remove = useAdminRemoveSalesChannelStockLocation({ id: channelId });
  const linkedIds = new Set(linked.data?.stock_locations.map((l) => l.id));
  const others = (all.data?.stock_locations ?? []).filter((l) => !linkedIds.has(l.id));

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify.success(done);
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
    }
  };
  const link = () =>
    run(async () => {
      await add.mutateAsync({ location_id: chosen });
      setChosen('');
    }, t('locations.added'));
  const unlink = (location: Location) =>
    run(
      () => remove.mutateAsync({ location_id: location.id }),
      t('locations.removed', { name: location.name }),
    );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('locations.title')}
      </h2>
      {linked.isError && (
        <p role="alert" className="text-sm text-danger">
          {serverErrorMessage(linked.error, i18n.t)}
        </p>
      )}
      {linked.data?.stock_locations.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('locations.none')}</p>
      )}
      <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
        {linked.data?.stock_locations.map((location) => (
          <li key={location.id} className="flex items-center justify-between gap-3 px-3 py-2">
            <span className="text-sm font-medium">{location.name}</span>
            {canEdit && (
              <Button
                size="small"
                variant="ghost"
                aria-label={t('locations.removeNamed', { name: location.name })}
                onClick={() => void unlink(location)}
              >
                {t('actions.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {canEdit && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-56">
            <Select
              label={t('locations.add')}
              placeholder={t('locations.choose')}
              options={others.map((l) => ({ value: l.id, label: l.name }))}
              value={chosen}
              onValueChange={setChosen}
              disabled={others.length === 0}
            />
          </div>
          <Button disabled={!chosen} isLoading={add.isPending} onClick={() => void link()}>
            {t('locations.link')}
          </Button>
        </div>
      )}
    </section>
  );
}
