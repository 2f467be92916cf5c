import { useMedusa } from '@commerce/client';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/i18n/format-amount.ts';
import { FilterMenu } from '../../lib/lists/filter-menu.tsx';
import { changeSearch } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import { sortableWhere, useAfterSalesNarrowing } from './after-sales-narrowing.ts';
import { RETURN_STATUSES, type ReturnListSearch } from './after-sales-search.ts';
import { returnColumns } from './return-columns.tsx';
import { type ReturnRow, returnListQueryOptions } from './return-list-query.ts';
import { useOrderRefs } from './use-order-refs.ts';

export interface ReturnListProps {
  search: ReturnListSearch;
  onSearchChange: SearchChange<ReturnListSearch>;
}

const returnId = (row: ReturnRow) => row.id;

/** `/a/returns`: every return of every order, filtered by state; a row opens its order. */
export function ReturnList({ search, onSearchChange }: ReturnListProps) {
  const { t, i18n } = useTranslation('after-sales');
  const { client } = useMedusa();
  const navigate = useNavigate();
  const narrowable = useAfterSalesNarrowing();
  const query = useQuery(returnListQueryOptions(client, search, narrowable));
  const orders = useOrderRefs((query.data?.rows ?? []).map((row) => row.order_id));
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const date = (iso: string) => dates.format(new Date(iso));
  const rowName = (row: ReturnRow) => {
    const order = row.order_id ? orders.get(row.order_id) : undefined;
    return order
      ? t('returns.rowName', { number: order.display_id, date: date(row.created_at) })
      : t('returns.rowNameNoOrder', { date: date(row.created_at) });
  };

  return (
    <ListView
      listId="returns"
      label={t('returns.title')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={sortableWhere(
        returnColumns(t, {
          date,
          money: (amount, order) =>
            order ? formatAmount(amount, order.currency_code, i18n.language) : '',
          orders,
        }),
        narrowable,
      )}
      getRowId={returnId}
      rowName={rowName}
      onOpenRow={(row) => {
        if (row.order_id) void navigate({ to: '/a/orders/$id', params: { id: row.order_id } });
      }}
      filters={
        narrowable && (
          <FilterMenu
            label={t('filters.status')}
            options={RETURN_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
            selected={search.status ?? []}
            onChange={(values) => onSearchChange(changeSearch(search, { status: values }))}
          />
        )
      }
      emptyTitle={t('returns.empty.title')}
      emptyDescription={t('returns.empty.description')}
    />
  );
}
