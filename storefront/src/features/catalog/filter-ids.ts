import type { StoreListCollectionsData } from '@commerce/client/store/collections';
import type { StoreListProductTagsData } from '@commerce/client/store/product-tags';
import type { StoreListProductTypesData } from '@commerce/client/store/product-types';
import type { StoreCategory } from '../../lib/catalog/params.ts';
import type { FilterIds, ListingSearch } from './listing-search.ts';

export const filterListParams = { limit: 100 } as const;

/** The lists the readable filter values are looked up in; undefined while one loads. */
export interface FilterLists {
  collections: StoreListCollectionsData['collections'] | undefined;
  /** The whole category tree, flattened. */
  categories: readonly { category: StoreCategory }[] | undefined;
  tags: StoreListProductTagsData['product_tags'] | undefined;
  types: StoreListProductTypesData['product_types'] | undefined;
}

/**
 * Turns the listing's readable filters into ids. `ready` is false while a filter in use
 * waits for its list; an unknown value gives an id that matches nothing, so the page says
 * "no products" instead of ignoring it. The page's hook and its route's prefetch both ask
 * this, so they send the same product query.
 */
export function resolveFilterIds(
  search: ListingSearch,
  lists: FilterLists,
): { ready: boolean; ids: FilterIds } {
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
    lists.collections,
    (item) => item.handle === search.collection,
    (item) => item.id,
  );
  const category = resolve(
    search.category,
    lists.categories,
    (item) => item.category.handle === search.category,
    (item) => item.category.id,
  );
  const tag = resolve(
    search.tag,
    lists.tags,
    (item) => item.value === search.tag,
    (item) => item.id,
  );
  const type = resolve(
    search.type,
    lists.types,
    (item) => item.value === search.type,
    (item) => item.id,
  );
  return {
    ready: collection.ready && category.ready && tag.ready && type.ready,
    ids: {
      ...(collection.ids ? { collection_id: collection.ids } : {}),
      ...(category.ids ? { category_id: category.ids } : {}),
      ...(tag.ids ? { tags: tag.ids } : {}),
      ...(type.ids ? { type_id: type.ids } : {}),
    },
  };
}
