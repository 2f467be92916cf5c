import { useMedusa } from '@commerce/client';
import {
  type AdminListPublishableApiKeysData,
  adminListPublishableApiKeysQueryOptions,
} from '@commerce/client/admin/publishable-api-keys';
import { StatusBadge } from '@commerce/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import { pageParams } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import type { ChannelsListSearch } from './list-searches.ts';

type Key = AdminListPublishableApiKeysData['publishable_api_keys'][number];

export interface KeyListProps {
  search: ChannelsListSearch;
  onSearchChange: SearchChange<ChannelsListSearch>;
}

const keyId = (key: Key) => key.id;
const keyTitle = (key: Key) => key.title;

/** `/a/publishable-api-keys`: every key, revoked ones included, searchable by title. */
export function KeyList({ search, onSearchChange }: KeyListProps) {
  const { t, i18n } = useTranslation('channels');
  const { client } = useMedusa();
  const navigate = useNavigate();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const query = useQuery({
    ...adminListPublishableApiKeysQueryOptions(client, pageParams(search)),
    placeholderData: keepPreviousData,
    select: (data: AdminListPublishableApiKeysData) => ({
      rows: data.publishable_api_keys,
      count: data.count,
    }),
  });
  const columns: ListColumn<Key>[] = [
    {
      id: 'title',
      header: t('fields.title'),
      width: 'minmax(12rem, 1fr)',
      sort: 'title',
      required: true,
      cell: (key) => (
        <Link
          to="/a/publishable-api-keys/$id"
          params={{ id: key.id }}
          tabIndex={-1}
          className="truncate font-medium hover:underline"
        >
          {key.title}
        </Link>
      ),
    },
    {
      id: 'key',
      header: t('fields.key'),
      width: 'minmax(16rem, 2fr)',
      cell: (key) => <span className="truncate font-mono">{key.id}</span>,
    },
    {
      id: 'status',
      header: t('fields.status'),
      width: '8rem',
      cell: (key) => (
        <StatusBadge status={key.revoked_at ? 'danger' : 'success'}>
          {key.revoked_at ? t('status.revoked') : t('status.active')}
        </StatusBadge>
      ),
    },
    {
      id: 'created_at',
      header: t('fields.createdAt'),
      width: '9rem',
      sort: 'created_at',
      cell: (key) => dates.format(new Date(key.created_at)),
    },
  ];

  return (
    <ListView
      listId="publishable-api-keys"
      label={t('sections.keys')}
      searchLabel={t('keys.search')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={columns}
      getRowId={keyId}
      rowName={keyTitle}
      onOpenRow={(key) =>
        void navigate({ to: '/a/publishable-api-keys/$id', params: { id: key.id } })
      }
      emptyTitle={t('keys.emptyTitle')}
      emptyDescription={t('keys.emptyDescription')}
    />
  );
}
