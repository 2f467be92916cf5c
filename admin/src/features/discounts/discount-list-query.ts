import type { Client } from '@commerce/client';
import {
  type AdminListDiscountsData,
  type AdminListDiscountsParams,
  adminListDiscountsQueryOptions,
} from '@commerce/client/admin/discounts';
import { keepPreviousData } from '@tanstack/react-query';
import { pageParams } from '../../lib/lists/list-state.ts';
import type { DiscountListSearch, RuleType } from './discount-list-search.ts';

export type ListedDiscount = AdminListDiscountsData['discounts'][number];

/** A yes/no filter: with both values (or none) on, it narrows nothing. */
const flag = (values: string[] | undefined): boolean | undefined =>
  values?.length === 1 ? values[0] === 'true' : undefined;

/** The `GET /admin/discounts` query for the list's URL. */
export function discountListParams(search: DiscountListSearch): AdminListDiscountsParams {
  const disabled = flag(search.is_disabled);
  const dynamic = flag(search.is_dynamic);
  const type = search.type?.length === 1 ? (search.type[0] as RuleType) : undefined;
  return {
    ...pageParams(search),
    ...(disabled === undefined ? {} : { is_disabled: disabled }),
    ...(dynamic === undefined ? {} : { is_dynamic: dynamic }),
    ...(type ? { rule: { type } } : {}),
  };
}

/** The list's query; the previous rows stay (marked busy) while the next page loads. */
export function discountListQueryOptions(client: Client, search: DiscountListSearch) {
  return {
    ...adminListDiscountsQueryOptions(client, discountListParams(search)),
    placeholderData: keepPreviousData,
    select: (data: AdminListDiscountsData) => ({ rows: data.discounts, count: data.count }),
  };
}
