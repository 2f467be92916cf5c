import { type Client, useMedusa } from '@commerce/client';
import {
  type AdminGetDiscountConditionData,
  adminListCollectionsQueryOptions,
  adminListCustomerGroupsQueryOptions,
  adminListProductsQueryOptions,
  adminListProductTagsQueryOptions,
  adminListProductTypesQueryOptions,
} from '@commerce/client/admin';
import { keepPreviousData, type UseQueryOptions, useQuery } from '@tanstack/react-query';

export const CONDITION_TYPES = [
  'products',
  'product_types',
  'product_collections',
  'product_tags',
  'customer_groups',
] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

/** A resource a condition can list, as the picker shows it. */
export interface ResourceOption {
  id: string;
  label: string;
}

/** Results offered per search: enough to pick from, few enough to read. */
const RESULTS = 20;

type Named = { id: string; title?: string | null; value?: string | null; name?: string | null };
const option = (row: Named): ResourceOption => ({
  id: row.id,
  label: row.title ?? row.value ?? row.name ?? row.id,
});

// One list endpoint per condition type, all searched by `q`; the rows differ only in which
// field names them (title, value or name).
function searchOptions(client: Client, type: ConditionType, q: string) {
  const params = { limit: RESULTS, ...(q ? { q } : {}) };
  const pick = <T>(base: object, rows: (data: T) => Named[]) =>
    ({ ...base, select: (data: T) => rows(data).map(option) }) as UseQueryOptions<
      unknown,
      Error,
      ResourceOption[]
    >;
  switch (type) {
    case 'products':
      return pick(
        adminListProductsQueryOptions(client, params),
        (d: { products: Named[] }) => d.products,
      );
    case 'product_types':
      return pick(
        adminListProductTypesQueryOptions(client, params),
        (d: { product_types: Named[] }) => d.product_types,
      );
    case 'product_collections':
      return pick(
        adminListCollectionsQueryOptions(client, params),
        (d: { collections: Named[] }) => d.collections,
      );
    case 'product_tags':
      return pick(
        adminListProductTagsQueryOptions(client, params),
        (d: { product_tags: Named[] }) => d.product_tags,
      );
    case 'customer_groups':
      return pick(
        adminListCustomerGroupsQueryOptions(client, params),
        (d: { customer_groups: Named[] }) => d.customer_groups,
      );
  }
}

/** Searches the resources of a condition type through its list endpoint. */
export function useResourceSearch(type: ConditionType, q: string, enabled: boolean) {
  const { client } = useMedusa();
  return useQuery({
    ...searchOptions(client, type, q),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The resources a loaded condition lists, in the array of its type. */
export function conditionResources(
  condition: AdminGetDiscountConditionData['discount_condition'],
): ResourceOption[] {
  const rows = (condition[condition.type] ?? []) as Named[];
  return rows.map(option);
}
