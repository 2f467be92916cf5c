import { useMedusa } from '@commerce/client';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/i18n/format-amount.ts';
import { FilterMenu } from '../../lib/lists/filter-menu.tsx';
import { changeSearch } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import type { AfterSalesState } from './after-sales-badge.tsx';
import { sortableWhere, useAfterSalesNarrowing } from './after-sales-narrowing.ts';
import {
  SWAP_FULFILLMENT_STATUSES,
  SWAP_PAYMENT_STATUSES,
  type SwapListSearch,
} from './after-sales-search.ts';
import { swapColumns } from './swap-columns.tsx';
import { type SwapRow, swapListQueryOptions } from './swap-list-query.ts';
import { useOrderRefs } from './use-order-refs.ts';

export interface SwapListProps {
  search: SwapListSearch;
  onSearchChange: SearchChange<SwapListSearch>;
}

const swapId = (swap: SwapRow) => swap.id;

/** `/a/swaps`: every exchange, filtered by payment and fulfillment state; a row opens it. */
export function SwapList({ search, onSearchChange }: SwapListProps) {
  const { t, i18n } = useTranslation('after-sales');
  const { client } = useMedusa();
  const navigate = useNavigate();
  const narrowable = useAfterSalesNarrowing();
  const query = useQuery(swapListQueryOptions(client, search, narrowable));
  const orders = useOrderRefs((query.data?.rows ?? []).map((swap) => swap.order_id));
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const date = (iso: string) => dates.format(new Date(iso));
  const rowName = (swap: SwapRow) => {
    const order = orders.get(swap.order_id);
    return order
      ? t('swaps.rowName', { number: order.display_id, date: date(swap.created_at) })
      : t('swaps.rowNameNoOrder', { date: date(swap.created_at) });
  };
  const filter = (
    key: 'payment_status' | 'fulfillment_status',
    values: readonly AfterSalesState[],
    label: string,
  ) => (
    <FilterMenu
      label={label}
      options={values.map((value) => ({ value, label: t(`status.${value}`) }))}
      selected={search[key] ?? []}
      onChange={(selected) => onSearchChange(changeSearch(search, { [key]: selected }))}
    />
  );

  return (
    <ListView
      listId="swaps"
      label={t('swaps.title')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={sortableWhere(
        swapColumns(t, {
          date,
          money: (amount, order) =>
            order ? formatAmount(amount, order.currency_code, i18n.language) : '',
          orders,
        }),
        narrowable,
      )}
      getRowId={swapId}
      rowName={rowName}
      onOpenRow={(swap) => void navigate({ to: '/a/swaps/$id', params: { id: swap.id } })}
      filters={
        narrowable && (
          <>
            {filter('payment_status', SWAP_PAYMENT_STATUSES, t('filters.payment'))}
            {filter('fulfillment_status', SWAP_FULFILLMENT_STATUSES, t('filters.fulfillment'))}
          </>
        )
      }
      emptyTitle={t('swaps.empty.title')}
      emptyDescription={t('swaps.empty.description')}
    />
  );
}
