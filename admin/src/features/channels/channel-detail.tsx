import {
  type AdminGetSalesChannelData,
  useAdminDeleteSalesChannel,
  useAdminUpdateSalesChannel,
} from '@commerce/client/admin/sales-channels';
import { Button, notify, StatusBadge } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailPageHeader } from '../../lib/detail-page/detail-page-header.tsx';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import type { SearchChange } from '../../lib/lists/list-view.tsx';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
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
  const [editing, setEditing] = useState(false);
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
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <DetailPageHeader
        backLabel={t('channels.back')}
        title={channel.name}
        status={
          <StatusBadge status={channel.is_disabled ? 'neutral' : 'success'}>
            {channel.is_disabled ? t('status.disabled') : t('status.enabled')}
          </StatusBadge>
        }
        permission="channels:write"
        actions={
          <Button variant="secondary" isLoading={update.isPending} onClick={() => void toggle()}>
            {channel.is_disabled ? t('channels.enable') : t('channels.disable')}
          </Button>
        }
        onEdit={() => setEditing(true)}
        deletion={{
          mutation: remove,
          deleted: t('channels.deleted', { name: channel.name }),
          listTo: '/a/sales-channels',
          title: t('channels.deleteTitle', { name: channel.name }),
          description: t('channels.deleteDescription'),
        }}
      />
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
    </div>
  );
}
