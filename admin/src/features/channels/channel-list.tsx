import { useMedusa } from '@commerce/client';
import {
  type AdminListSalesChannelsData,
  adminListSalesChannelsQueryOptions,
} from '@commerce/client/admin/sales-channels';
import { StatusBadge } from '@commerce/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import { pageParams } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import type { ChannelsListSearch } from './list-searches.ts';

type Channel = AdminListSalesChannelsData['sales_channels'][number];

export interface ChannelListProps {
  search: ChannelsListSearch;
  onSearchChange: SearchChange<ChannelsListSearch>;
}

const channelId = (channel: Channel) => channel.id;
const channelName = (channel: Channel) => channel.name;

/** `/a/sales-channels`: every channel, searchable by name and description. */
export function ChannelList({ search, onSearchChange }: ChannelListProps) {
  const { t } = useTranslation('channels');
  const { client } = useMedusa();
  const navigate = useNavigate();
  const query = useQuery({
    ...adminListSalesChannelsQueryOptions(client, pageParams(search)),
    placeholderData: keepPreviousData,
    select: (data: AdminListSalesChannelsData) => ({
      rows: data.sales_channels,
      count: data.count,
    }),
  });
  const columns: ListColumn<Channel>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      width: 'minmax(12rem, 1fr)',
      sort: 'name',
      required: true,
      cell: (channel) => (
        <Link
          to="/a/sales-channels/$id"
          params={{ id: channel.id }}
          tabIndex={-1}
          className="truncate font-medium hover:underline"
        >
          {channel.name}
        </Link>
      ),
    },
    {
      id: 'description',
      header: t('fields.description'),
      width: 'minmax(14rem, 2fr)',
      cell: (channel) => <span className="truncate">{channel.description || '—'}</span>,
    },
    {
      id: 'status',
      header: t('fields.status'),
      width: '9rem',
      cell: (channel) => (
        <StatusBadge status={channel.is_disabled ? 'neutral' : 'success'}>
          {channel.is_disabled ? t('status.disabled') : t('status.enabled')}
        </StatusBadge>
      ),
    },
  ];

  return (
    <ListView
      listId="sales-channels"
      label={t('sections.channels')}
      searchLabel={t('channels.search')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={columns}
      getRowId={channelId}
      rowName={channelName}
      onOpenRow={(channel) =>
        void navigate({ to: '/a/sales-channels/$id', params: { id: channel.id } })
      }
      emptyTitle={t('channels.emptyTitle')}
      emptyDescription={t('channels.emptyDescription')}
    />
  );
}
