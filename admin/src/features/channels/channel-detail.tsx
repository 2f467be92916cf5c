import {
  type AdminGetSalesChannelData,
  useAdminDeleteSalesChannel,
  useAdminUpdateSalesChannel,
} from '@commerce/client/admin';
import { Button, ConfirmDialog, notify, StatusBadge } from '@commerce/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import type { SearchChange } from '../../lib/lists/list-view.tsx';
import { Allowed, ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { ChannelFormDialog } from './channel-form-dialog.tsx';
import { ChannelLocations } from './channel-locations.tsx';
import { ChannelProducts } from './channel-products.tsx';
import type { ChannelsListSearch } from './list-searches.ts';

export interface ChannelDetailProps {
  channel: AdminGetSalesChannelData['sales_channel'];
  search: ChannelsListSearch;
  onSearchChange: SearchChange<ChannelsListSearch>;
}

/**
 * `/a/sales-channels/{id}`: edit, enable or disable, delete; its stock locations and products,
 * each read from its own area, so shown to a role that can read it.
 */
export function ChannelDetail({ channel, search, onSearchChange }: ChannelDetailProps) {
  const { t, i18n } = useTranslation('channels');
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useAdminUpdateSalesChannel({ id: channel.id });
  const remove = useAdminDeleteSalesChannel({ id: channel.id });

  const toggle = async () => {
    try {
      await update.mutateAsync({ is_disabled: !channel.is_disabled });
      notify.success(t(channel.is_disabled ? 'channels.enabled' : 'channels.disabled'));
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
    }
  };
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
      setConfirming(false);
      return;
    }
    notify.success(t('channels.deleted', { name: channel.name }));
    await navigate({ to: '/a/sales-channels' });
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <Link to="/a/sales-channels" className="text-sm text-primary hover:underline">
        {t('channels.back')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold break-words">{channel.name}</h1>
          <StatusBadge status={channel.is_disabled ? 'neutral' : 'success'}>
            {channel.is_disabled ? t('status.disabled') : t('status.enabled')}
          </StatusBadge>
        </div>
        <Allowed permission="channels:write">
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('actions.edit')}
            </Button>
            <Button variant="secondary" isLoading={update.isPending} onClick={() => void toggle()}>
              {channel.is_disabled ? t('channels.enable') : t('channels.disable')}
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('actions.delete')}
            </Button>
          </div>
        </Allowed>
      </div>
      <ReadOnlyNotice permission="channels:write" />
      {channel.description && (
        <p className="text-sm text-muted-foreground">{channel.description}</p>
      )}
      <Allowed permission="inventory:read">
        <ChannelLocations channelId={channel.id} />
      </Allowed>
      <Allowed permission="products:read">
        <ChannelProducts channel={channel} search={search} onSearchChange={onSearchChange} />
      </Allowed>
      <ChannelFormDialog open={editing} onClose={() => setEditing(false)} channel={channel} />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
        isPending={remove.isPending}
        title={t('channels.deleteTitle', { name: channel.name })}
        description={t('channels.deleteDescription')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
      />
    </div>
  );
}
