import type { StoreListCollectionsParams } from '@commerce/client/store/collections';
import type {
  StoreListProductCategoriesData,
  StoreListProductCategoriesParams,
} from '@commerce/client/store/product-categories';

/** The collections the header lists (the same request as the home page's, so one fetch). */
export const navCollectionParams = { limit: 50 } satisfies StoreListCollectionsParams;

/** The root categories with their whole (active, public) subtree. */
export const categoryTreeParams = {
  parent_category_id: 'null',
  include_descendants_tree: true,
  limit: 100,
} satisfies StoreListProductCategoriesParams;

export type StoreCategory = StoreListProductCategoriesData['product_categories'][number];

/** The tree in reading order, each category with its depth (0 for a root). */
export function flattenCategories(
  roots: readonly StoreCategory[],
  depth = 0,
): { category: StoreCategory; depth: number }[] {
  return roots.flatMap((category) => [
    { category, depth },
    ...flattenCategories(category.category_children ?? [], depth + 1),
  ]);
}
