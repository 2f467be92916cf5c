import { PRODUCT_STATUSES } from '../../lib/catalog/product-statuses.ts';
import { type ListSearch, listSearchValidator } from '../../lib/lists/list-search.ts';

export const PRODUCT_FILTERS = [
  'status',
  'collection_id',
  'category_id',
  'tags',
  'type_id',
  'sales_channel_id',
] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];

export type ProductListSearch = ListSearch<ProductFilter>;

/**
 * `/a/products`'s URL: the sorts `GET /admin/products` takes and its list filters, named as
 * the API names them so the URL reads like the request.
 */
export const productListSearch = listSearchValidator<ProductFilter>({
  sorts: ['title', 'handle', 'created_at', 'updated_at'],
  filters: {
    status: PRODUCT_STATUSES,
    collection_id: null,
    category_id: null,
    tags: null,
    type_id: null,
    sales_channel_id: null,
  },
});
