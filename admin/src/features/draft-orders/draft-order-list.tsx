import { useMedusa } from '@commerce/client';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FilterMenu } from '../../lib/lists/filter-menu.tsx';
import { changeSearch } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import { draftOrderColumns } from './draft-order-columns.tsx';
import { type DraftOrder, draftOrderListQueryOptions } from './draft-order-list-query.ts';
import { DRAFT_ORDER_STATUSES, type DraftOrderListSearch } from './draft-order-list-search.ts';

export interface DraftOrderListProps {
  search: DraftOrderListSearch;
  onSearchChange: SearchChange<DraftOrderListSearch>;
}

const draftId = (draft: DraftOrder) => draft.id;

/** `/a/draft-orders`: every draft order, with the list pattern's search, status filter and sort. */
export function DraftOrderList({ search, onSearchChange }: DraftOrderListProps) {
  const { t, i18n } = useTranslation('draft-orders');
  const { client } = useMedusa();
  const navigate = useNavigate();
  const query = useQuery(draftOrderListQueryOptions(client, search));
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const rowName = (draft: DraftOrder) => t('number', { number: draft.display_id });

  return (
    <ListView
      listId="draft-orders"
      label={t('title')}
      searchLabel={t('search')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={draftOrderColumns(t, {
        date: (iso) => dates.format(new Date(iso)),
        locale: i18n.language,
      })}
      getRowId={draftId}
      rowName={rowName}
      onOpenRow={(draft) => void navigate({ to: '/a/draft-orders/$id', params: { id: draft.id } })}
      filters={
        <FilterMenu
          label={t('filters.status')}
          options={DRAFT_ORDER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          selected={search.status ?? []}
          onChange={(values) => onSearchChange(changeSearch(search, { status: values }))}
        />
      }
      emptyTitle={t('empty.title')}
      emptyDescription={t('empty.description')}
    />
  );
}
