import {
  useAdminListPublishableApiKeySalesChannels,
  useAdminRemovePublishableApiKeySalesChannels,
} from '@commerce/client/admin/publishable-api-keys';
import { Button, notify } from '@commerce/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { AddKeyChannelsDialog } from './add-key-channels-dialog.tsx';

/**
 * The sales channels a key scopes the store API to: add some (from the store's channels, so
 * with `channels:read` too), or remove one; both change the key (`api-keys:write`).
 */
export function KeyChannels({ keyId }: { keyId: string }) {
  const { t, i18n } = useTranslation('channels');
  const { can } = usePermissions();
  const canEdit = can('api-keys:write');
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const channels = useAdminListPublishableApiKeySalesChannels({ id: keyId });
  const remove = useAdminRemovePublishableApiKeySalesChannels({ id: keyId });
  const current = channels.data?.sales_channels ?? [];

  const unlink = async (id: string, name: string) => {
    try {
      await remove.mutateAsync({ sales_channel_ids: [{ id }] });
      notify.success(t('keys.channelRemoved', { name }));
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('keys.channels')}
        </h2>
        {canEdit && can('channels:read') && (
          <Button variant="secondary" size="small" onClick={() => setAdding(true)}>
            {t('keys.addChannels')}
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{t('keys.channelsHint')}</p>
      {channels.isPending && <p className="text-sm text-muted-foreground">{t('states.loading')}</p>}
      {channels.isError && (
        <p role="alert" className="text-sm text-danger">
          {serverErrorMessage(channels.error, i18n.t)}
        </p>
      )}
      {channels.isSuccess && current.length === 0 && (
        <p className="text-sm">{t('keys.noChannels')}</p>
      )}
      {current.length > 0 && (
        <ul
          aria-labelledby={headingId}
          className="flex flex-col divide-y divide-border rounded-md border border-border"
        >
          {current.map((channel) => (
            <li key={channel.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="text-sm font-medium">{channel.name}</span>
              {canEdit && (
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={t('keys.removeChannel', { name: channel.name })}
                  onClick={() => void unlink(channel.id, channel.name)}
                >
                  {t('actions.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <AddKeyChannelsDialog
        open={adding}
        onClose={() => setAdding(false)}
        keyId={keyId}
        current={current.map((channel) => channel.id)}
      />
    </section>
  );
}
