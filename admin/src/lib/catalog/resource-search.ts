import { type Client, useMedusa } from '@commerce/client';
import { adminListCollectionsQueryOptions } from '@commerce/client/admin/collections';
import { adminListCustomerGroupsQueryOptions } from '@commerce/client/admin/customer-groups';
import { adminListProductTagsQueryOptions } from '@commerce/client/admin/product-tags';
import { adminListProductTypesQueryOptions } from '@commerce/client/admin/product-types';
import { adminListProductsQueryOptions } from '@commerce/client/admin/products';
import { keepPreviousData, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { Permission } from '../permissions/permissions.ts';

/** The kinds of resource the picker searches, named as discount conditions name them. */
export const RESOURCE_TYPES = [
  'products',
  'product_types',
  'product_collections',
  'product_tags',
  'customer_groups',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** What searching each type needs: a role without it is not offered that type (issue 21). */
export const RESOURCE_READ: Record<ResourceType, Permission> = {
  products: 'products:read',
  product_types: 'products:read',
  product_collections: 'products:read',
  product_tags: 'products:read',
  customer_groups: 'customers:read',
};

/** A resource as the picker shows it. */
export interface ResourceOption {
  id: string;
  label: string;
}

/** Results offered per search: enough to pick from, few enough to read. */
const RESULTS = 20;

export type Named = {
  id: string;
  title?: string | null;
  value?: string | null;
  name?: string | null;
};
/** A row of any of the list endpoints as a picker option. */
export const option = (row: Named): ResourceOption => ({
  id: row.id,
  label: row.title ?? row.value ?? row.name ?? row.id,
});

// One list endpoint per resource type, all searched by `q`; the rows differ only in which
// field names them (title, value or name).
function searchOptions(client: Client, type: ResourceType, q: string) {
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

/** Searches the resources of a type through its list endpoint. */
export function useResourceSearch(type: ResourceType, q: string, enabled: boolean) {
  const { client } = useMedusa();
  return useQuery({
    ...searchOptions(client, type, q),
    enabled,
    placeholderData: keepPreviousData,
  });
}
