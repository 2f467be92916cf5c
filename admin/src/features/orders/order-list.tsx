import { useMedusa } from '@commerce/client';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { changeSearch } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import { orderColumns } from './order-columns.tsx';
import { OrderFilters } from './order-filters.tsx';
import { type ListedOrder, orderListQueryOptions } from './order-list-query.ts';
import type { OrderListSearch } from './order-list-search.ts';
import { orderPersonLabel } from './order-people.ts';
import { useOrderFilterOptions } from './use-order-filter-options.ts';

export interface OrderListProps {
  search: OrderListSearch;
  onSearchChange: SearchChange<OrderListSearch>;
}

const orderId = (order: ListedOrder) => order.id;

/** `/a/orders`: every order, with the list pattern's search, filters, sort and saved views. */
export function OrderList({ search, onSearchChange }: OrderListProps) {
  const { t, i18n } = useTranslation('orders');
  const { client } = useMedusa();
  const navigate = useNavigate();
  const options = useOrderFilterOptions();
  const query = useQuery(orderListQueryOptions(client, search));
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const rowName = (order: ListedOrder) =>
    t('rowName', { number: order.display_id, name: orderPersonLabel(order) });

  return (
    <ListView
      listId="orders"
      label={t('title')}
      searchLabel={t('search')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={orderColumns(t, {
        date: (iso) => dates.format(new Date(iso)),
        locale: i18n.language,
      })}
      getRowId={orderId}
      rowName={rowName}
      onOpenRow={(order) => void navigate({ to: '/a/orders/$id', params: { id: order.id } })}
      filters={
        <OrderFilters
          search={search}
          options={options}
          onChange={(filter, values) => onSearchChange(changeSearch(search, { [filter]: values }))}
        />
      }
      emptyTitle={t('empty.title')}
      emptyDescription={t('empty.description')}
    />
  );
}
