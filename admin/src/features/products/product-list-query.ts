import type { Client } from '@commerce/client';
import {
  type AdminListProductsData,
  type AdminListProductsParams,
  adminListProductsQueryOptions,
} from '@commerce/client/admin/products';
import { keepPreviousData } from '@tanstack/react-query';
import type { ProductStatus } from '../../lib/catalog/product-statuses.ts';
import { pageParams } from '../../lib/lists/list-state.ts';
import type { ProductListSearch } from './product-list-search.ts';

export type ListedProduct = AdminListProductsData['products'][number];

/** The `GET /admin/products` query for the list's URL. */
export function productListParams(search: ProductListSearch): AdminListProductsParams {
  return {
    ...pageParams(search),
    ...(search.status ? { status: search.status as ProductStatus[] } : {}),
    ...(search.collection_id ? { collection_id: search.collection_id } : {}),
    ...(search.category_id ? { category_id: search.category_id } : {}),
    ...(search.tags ? { tags: search.tags } : {}),
    ...(search.type_id ? { type_id: search.type_id } : {}),
    ...(search.sales_channel_id ? { sales_channel_id: search.sales_channel_id } : {}),
  };
}

/**
 * The list's query: while the next page or filter loads, the previous rows stay (marked
 * busy) instead of the list blanking.
 */
export function productListQueryOptions(client: Client, search: ProductListSearch) {
  return {
    ...adminListProductsQueryOptions(client, productListParams(search)),
    placeholderData: keepPreviousData,
    select: (data: AdminListProductsData) => ({ rows: data.products, count: data.count }),
  };
}
