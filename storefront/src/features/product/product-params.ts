import type { StoreListProductsParams } from '@commerce/client/store/products';

/**
 * A product by its handle (the readable URL), priced in the region. Kept apart from the
 * page so the route's loader can use it without pulling the page out of its chunk.
 */
export function productByHandleParams(
  handle: string,
  pricing: { region_id?: string },
): StoreListProductsParams {
  return { handle, limit: 1, ...pricing };
}
