import {
  useStoreListCollections,
  useStoreListProductCategories,
  useStoreListProductTags,
  useStoreListProductTypes,
} from '@commerce/client/store';
import {
  categoryTreeParams,
  flattenCategories,
  navCollectionParams,
} from '../../lib/catalog/params.ts';
import type { FilterIds, ListingSearch } from './listing-search.ts';

export const filterListParams = { limit: 100 } as const;

/**
 * Turns the listing's readable filters into ids, and gives the filter controls their
 * choices. `ready` is false while a filter in use waits for its list; an unknown value
 * gives an id that matches nothing, so the page says "no products" instead of ignoring it.
 */
export function useFilterIds(search: ListingSearch) {
  const collections = useStoreListCollections(navCollectionParams);
  const categories = useStoreListProductCategories(categoryTreeParams);
  const tags = useStoreListProductTags(filterListParams);
  const types = useStoreListProductTypes(filterListParams);
  const categoryItems = flattenCategories(categories.data?.product_categories ?? []);

  const resolve = <T>(
    value: string | undefined,
    list: readonly T[] | undefined,
    matches: (item: T) => boolean,
    idOf: (item: T) => string,
  ): { ready: boolean; ids?: string[] } => {
    if (value === undefined) return { ready: true };
    if (!list) return { ready: false };
    const found = list.find(matches);
    return { ready: true, ids: [found ? idOf(found) : 'none'] };
  };

  const collection = resolve(
    search.collection,
    collections.data?.collections,
    (item) => item.handle === search.collection,
    (item) => item.id,
  );
  const category = resolve(
    search.category,
    categories.data ? categoryItems : undefined,
    (item) => item.category.handle === search.category,
    (item) => item.category.id,
  );
  const tag = resolve(
    search.tag,
    tags.data?.product_tags,
    (item) => item.value === search.tag,
    (item) => item.id,
  );
  const type = resolve(
    search.type,
    types.data?.product_types,
    (item) => item.value === search.type,
    (item) => item.id,
  );
  const ids: FilterIds = {
    ...(collection.ids ? { collection_id: collection.ids } : {}),
    ...(category.ids ? { category_id: category.ids } : {}),
    ...(tag.ids ? { tags: tag.ids } : {}),
    ...(type.ids ? { type_id: type.ids } : {}),
  };
  return {
    isError: [collections, categories, tags, types].some((query) => query.isError),
    ready: collection.ready && category.ready && tag.ready && type.ready,
    ids,
    choices: {
      collections: collections.data?.collections ?? [],
      categories: categoryItems,
      tags: tags.data?.product_tags ?? [],
      types: types.data?.product_types ?? [],
    },
  };
}
