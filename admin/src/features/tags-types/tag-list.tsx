import { useMedusa } from '@commerce/client';
import {
  type AdminListProductTagsData,
  adminListProductTagsQueryOptions,
} from '@commerce/client/admin/product-tags';
import { adminListProductsTagUsageQueryOptions } from '@commerce/client/admin/products';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import { pageParams } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import { UsageLink } from './usage-link.tsx';
import type { ValueListSearch } from './value-list-search.ts';

type Tag = AdminListProductTagsData['product_tags'][number];

const tagId = (tag: Tag) => tag.id;
const tagName = (tag: Tag) => tag.value;

/**
 * `/a/products/tags`: product tags with how many products carry each (`GET
 * /admin/products/tag-usage`, one request for all tags); a row opens the products with it.
 */
export function TagList({
  search,
  onSearchChange,
}: {
  search: ValueListSearch;
  onSearchChange: SearchChange<ValueListSearch>;
}) {
  const { t, i18n } = useTranslation('catalog');
  const { client } = useMedusa();
  const navigate = useNavigate();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const query = useQuery({
    ...adminListProductTagsQueryOptions(client, pageParams(search)),
    placeholderData: keepPreviousData,
    select: (data: AdminListProductTagsData) => ({ rows: data.product_tags, count: data.count }),
  });
  const usage = useQuery({
    ...adminListProductsTagUsageQueryOptions(client),
    select: (data) => new Map(data.tags.map((tag) => [tag.id, tag.usage_count])),
  });
  const columns: ListColumn<Tag>[] = [
    {
      id: 'value',
      header: t('fields.tag'),
      width: 'minmax(12rem, 2fr)',
      sort: 'value',
      required: true,
      cell: (tag) => <span className="truncate font-medium">{tag.value}</span>,
    },
    {
      id: 'usage',
      header: t('fields.usage'),
      width: 'minmax(8rem, 1fr)',
      cell: (tag) => (
        <UsageLink
          count={usage.data ? (usage.data.get(tag.id) ?? 0) : undefined}
          filter="tags"
          id={tag.id}
        />
      ),
    },
    {
      id: 'created_at',
      header: t('fields.createdAt'),
      width: '10rem',
      sort: 'created_at',
      cell: (tag) => dates.format(new Date(tag.created_at)),
    },
  ];
  return (
    <ListView
      listId="product-tags"
      label={t('sections.tags')}
      searchLabel={t('tags.search')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={columns}
      getRowId={tagId}
      rowName={tagName}
      onOpenRow={(tag) => void navigate({ to: '/a/products', search: { tags: [tag.id] } })}
      emptyTitle={t('tags.emptyTitle')}
      emptyDescription={t('tags.emptyDescription')}
    />
  );
}
