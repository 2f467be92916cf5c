import { useTranslation } from 'react-i18next';
import { FilterMenu } from '../../lib/lists/filter-menu.tsx';
import { OrderCustomerFilter } from './order-customer-filter.tsx';
import { OrderDateFilter } from './order-date-filter.tsx';
import type { OrderFilter, OrderListSearch } from './order-list-search.ts';
import {
  FULFILLMENT_STATUSES,
  type FulfillmentStatus,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from './order-statuses.ts';
import type { OrderFilterOptions } from './use-order-filter-options.ts';

export interface OrderFiltersProps {
  search: OrderListSearch;
  onChange: (filter: OrderFilter, values: string[]) => void;
  options: OrderFilterOptions;
}

/**
 * The order list's filters: status, payment status, fulfillment status, region, sales
 * channel, customer and the days the orders were placed; the region, sales channel and
 * customer ones only for a role that may read those lists.
 */
export function OrderFilters({ search, onChange, options }: OrderFiltersProps) {
  const { t } = useTranslation('orders');
  const ready = (values: readonly string[], label: (value: string) => string) => ({
    state: 'ready' as const,
    options: values.map((value) => ({ value, label: label(value) })),
  });
  const menus = [
    {
      filter: 'status',
      label: t('filters.status'),
      list: ready(ORDER_STATUSES, (s) => t(`states.${s as OrderStatus}`)),
    },
    {
      filter: 'payment_status',
      label: t('filters.payment'),
      list: ready(PAYMENT_STATUSES, (s) => t(`states.${s as PaymentStatus}`)),
    },
    {
      filter: 'fulfillment_status',
      label: t('filters.fulfillment'),
      list: ready(FULFILLMENT_STATUSES, (s) => t(`states.${s as FulfillmentStatus}`)),
    },
    { filter: 'region_id', label: t('filters.region'), list: options.regions },
    { filter: 'sales_channel_id', label: t('filters.salesChannel'), list: options.channels },
  ] as const;
  const shown = menus.filter(
    ({ filter }) =>
      (filter !== 'region_id' || options.readable.regions) &&
      (filter !== 'sales_channel_id' || options.readable.channels),
  );
  const one = (value: string | undefined) => (value ? [value] : []);
  return (
    <>
      {shown.map(({ filter, label, list }) => (
        <FilterMenu
          key={filter}
          label={label}
          options={list.options}
          state={list.state}
          selected={search[filter]}
          onChange={(values) => onChange(filter, values)}
        />
      ))}
      {options.readable.customers && (
        <OrderCustomerFilter
          customerId={search.customer_id?.[0]}
          onChange={(id) => onChange('customer_id', one(id))}
        />
      )}
      <OrderDateFilter
        from={search.created_from?.[0]}
        to={search.created_to?.[0]}
        onChange={(bound, day) => onChange(bound, one(day))}
      />
    </>
  );
}
