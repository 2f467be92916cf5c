import type { StoreListProductsParams } from '@commerce/client/store/products';

/**
 * What the home page lists. Kept apart from the component so the route's loader can use
 * it without pulling the component out of its lazily loaded chunk.
 */
export const featuredProductsParams = {
  limit: 4,
  order: '-created_at',
} satisfies StoreListProductsParams;

/** How many collections the home page features. */
export const featuredCollectionCount = 3;
