import { useMedusa } from '@commerce/client';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FilterMenu } from '../../lib/lists/filter-menu.tsx';
import { changeSearch } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import { priceListColumns } from './price-list-columns.tsx';
import { type ListedPriceList, priceListListQueryOptions } from './price-list-list-query.ts';
import {
  PRICE_LIST_STATUSES,
  PRICE_LIST_TYPES,
  type PriceListListSearch,
} from './price-list-list-search.ts';

export interface PriceListListProps {
  search: PriceListListSearch;
  onSearchChange: SearchChange<PriceListListSearch>;
}

const listId = (list: ListedPriceList) => list.id;
const listName = (list: ListedPriceList) => list.name;

/** `/a/pricing`: the price lists, searchable by name, filtered by status and type. */
export function PriceListList({ search, onSearchChange }: PriceListListProps) {
  const { t, i18n } = useTranslation('pricing');
  const { client } = useMedusa();
  const navigate = useNavigate();
  const query = useQuery(priceListListQueryOptions(client, search));
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const filter = (name: keyof PriceListListSearch) => (values: string[]) =>
    onSearchChange(changeSearch(search, { [name]: values }));

  return (
    <ListView
      listId="price-lists"
      label={t('title')}
      searchLabel={t('list.search')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={priceListColumns(t, (iso) => dates.format(new Date(iso)))}
      getRowId={listId}
      rowName={listName}
      onOpenRow={(list) => void navigate({ to: '/a/pricing/$id', params: { id: list.id } })}
      filters={
        <>
          <FilterMenu
            label={t('fields.status')}
            options={PRICE_LIST_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
            selected={search.status}
            onChange={filter('status')}
          />
          <FilterMenu
            label={t('fields.type')}
            options={PRICE_LIST_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            selected={search.type}
            onChange={filter('type')}
          />
        </>
      }
      emptyTitle={t('list.emptyTitle')}
      emptyDescription={t('list.emptyDescription')}
    />
  );
}
