import { useMedusa } from '@commerce/client';
import {
  type AdminListCollectionsData,
  adminListCollectionsQueryOptions,
} from '@commerce/client/admin/collections';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import { pageParams } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import type { CollectionListSearch } from './collection-list-search.ts';

type Collection = AdminListCollectionsData['collections'][number];

export interface CollectionListProps {
  search: CollectionListSearch;
  onSearchChange: SearchChange<CollectionListSearch>;
}

const collectionId = (collection: Collection) => collection.id;
const collectionName = (collection: Collection) => collection.title;

/** `/a/collections`: the product collections, searchable and sortable. */
export function CollectionList({ search, onSearchChange }: CollectionListProps) {
  const { t, i18n } = useTranslation('catalog');
  const { client } = useMedusa();
  const navigate = useNavigate();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const query = useQuery({
    ...adminListCollectionsQueryOptions(client, pageParams(search)),
    placeholderData: keepPreviousData,
    select: (data: AdminListCollectionsData) => ({ rows: data.collections, count: data.count }),
  });
  const columns: ListColumn<Collection>[] = [
    {
      id: 'title',
      header: t('fields.title'),
      width: 'minmax(14rem, 2fr)',
      sort: 'title',
      required: true,
      cell: (collection) => (
        <Link
          to="/a/collections/$id"
          params={{ id: collection.id }}
          tabIndex={-1}
          className="truncate font-medium hover:underline"
        >
          {collection.title}
        </Link>
      ),
    },
    {
      id: 'handle',
      header: t('fields.handle'),
      width: 'minmax(10rem, 1fr)',
      sort: 'handle',
      cell: (collection) => <span className="truncate">{collection.handle ?? '—'}</span>,
    },
    {
      id: 'updated_at',
      header: t('fields.updatedAt'),
      width: '10rem',
      sort: 'updated_at',
      cell: (collection) => dates.format(new Date(collection.updated_at)),
    },
  ];

  return (
    <ListView
      listId="collections"
      label={t('sections.collections')}
      searchLabel={t('collections.search')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={columns}
      getRowId={collectionId}
      rowName={collectionName}
      onOpenRow={(collection) =>
        void navigate({ to: '/a/collections/$id', params: { id: collection.id } })
      }
      emptyTitle={t('collections.emptyTitle')}
      emptyDescription={t('collections.emptyDescription')}
    />
  );
}
