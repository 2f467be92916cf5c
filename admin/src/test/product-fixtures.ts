import type { ListedProduct } from '../features/products/product-list-query.ts';

/** A product as `GET /admin/products` lists it, for component tests. */
export function listedProduct(
  id: string,
  title: string,
  overrides: Partial<ListedProduct> = {},
): ListedProduct {
  return {
    id,
    title,
    subtitle: null,
    description: null,
    handle: title.toLowerCase().replace(/\s+/g, '-'),
    is_giftcard: false,
    status: 'draft',
    thumbnail: null,
    weight: null,
    length: null,
    height: null,
    width: null,
    hs_code: null,
    origin_country: null,
    mid_code: null,
    material: null,
    collection_id: null,
    collection: null,
    type_id: null,
    type: null,
    tags: [],
    variants: [],
    sales_channels: [],
    profile_id: null,
    discountable: true,
    external_id: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-02-01T00:00:00.000Z',
    deleted_at: null,
    metadata: null,
    ...overrides,
  };
}

/** A page of the product list. */
export const productPage = (products: ListedProduct[], count = products.length) => ({
  products,
  count,
  offset: 0,
  limit: 20,
});

/** The empty answers of the lists the product screen reads for its filters. */
export const emptyCatalogLists = {
  'GET /admin/collections': { collections: [], count: 0, offset: 0, limit: 1000 },
  'GET /admin/product-categories': { product_categories: [], count: 0, offset: 0, limit: 1000 },
  'GET /admin/product-tags': { product_tags: [], count: 0, offset: 0, limit: 1000 },
  'GET /admin/product-types': { product_types: [], count: 0, offset: 0, limit: 1000 },
  'GET /admin/products/types': { types: [] },
  'GET /admin/sales-channels': { sales_channels: [], count: 0, offset: 0, limit: 1000 },
};
