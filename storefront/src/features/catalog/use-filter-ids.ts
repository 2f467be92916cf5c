import { useStoreListCollections } from '@commerce/client/store/collections';
import { useStoreListProductCategories } from '@commerce/client/store/product-categories';
import { useStoreListProductTags } from '@commerce/client/store/product-tags';
import { useStoreListProductTypes } from '@commerce/client/store/product-types';
import {
  categoryTreeParams,
  flattenCategories,
  navCollectionParams,
} from '../../lib/catalog/params.ts';
import { filterListParams, resolveFilterIds } from './filter-ids.ts';
import type { ListingSearch } from './listing-search.ts';

/**
 * The listing's readable filters as ids (filter-ids.ts), and the filter controls' choices.
 */
export function useFilterIds(search: ListingSearch) {
  const collections = useStoreListCollections(navCollectionParams);
  const categories = useStoreListProductCategories(categoryTreeParams);
  const tags = useStoreListProductTags(filterListParams);
  const types = useStoreListProductTypes(filterListParams);
  const categoryItems = flattenCategories(categories.data?.product_categories ?? []);
  const { ready, ids } = resolveFilterIds(search, {
    collections: collections.data?.collections,
    categories: categories.data ? categoryItems : undefined,
    tags: tags.data?.product_tags,
    types: types.data?.product_types,
  });
  return {
    isError: [collections, categories, tags, types].some((query) => query.isError),
    ready,
    ids,
    choices: {
      collections: collections.data?.collections ?? [],
      categories: categoryItems,
      tags: tags.data?.product_tags ?? [],
      types: types.data?.product_types ?? [],
    },
  };
}
