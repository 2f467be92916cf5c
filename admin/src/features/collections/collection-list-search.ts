import { type ListSearch, listSearchValidator } from '../../lib/lists/list-search.ts';

export type CollectionListSearch = ListSearch;

/** `/a/collections`'s URL: search, page and the sorts `GET /admin/collections` takes. */
export const collectionListSearch = listSearchValidator({
  sorts: ['title', 'handle', 'created_at', 'updated_at'],
  filters: {},
});
