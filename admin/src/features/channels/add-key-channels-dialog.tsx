import { useMedusa } from '@commerce/client';
import { useAdminAddPublishableApiKeySalesChannels } from '@commerce/client/admin/publishable-api-keys';
import { adminListSalesChannelsInfiniteQueryOptions } from '@commerce/client/admin/sales-channels';
import { notify } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { PickManyDialog } from '../../lib/pick-many/pick-many-dialog.tsx';

export interface AddKeyChannelsDialogProps {
  open: boolean;
  onClose: () => void;
  keyId: string;
  /** The channels the key has already (shown ticked, not offered again). */
  current: readonly string[];
}

/** Chooses sales channels and adds them to a key's scope in one request. */
export function AddKeyChannelsDialog({ open, onClose, keyId, current }: AddKeyChannelsDialogProps) {
  const { t } = useTranslation('channels');
  const { client } = useMedusa();
  const add = useAdminAddPublishableApiKeySalesChannels({ id: keyId });

  return (
    <PickManyDialog
      open={open}
      onClose={onClose}
      title={t('keys.addChannels')}
      resultsLabel={t('sections.channels')}
      noResults={t('channels.emptyTitle')}
      // A store has few channels: all of them, by name, without a search.
      query={() =>
        adminListSalesChannelsInfiniteQueryOptions(client, { limit: 1000, order: 'name' })
      }
      optionsOf={(page) =>
        page.sales_channels.map((channel) => ({
          id: channel.id,
          label: channel.name,
          taken: current.includes(channel.id),
          detail: channel.is_disabled ? t('status.disabled') : undefined,
        }))
      }
      confirmLabel={(count) => t('keys.addChosen', { count })}
      isConfirming={add.isPending}
      onConfirm={async (ids) => {
        await add.mutateAsync({ sales_channel_ids: ids.map((id) => ({ id })) });
        notify.success(t('keys.channelsAdded', { count: ids.length }));
      }}
    />
  );
}
