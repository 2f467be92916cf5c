import { type ListSearch, listSearchValidator } from '../../lib/lists/list-search.ts';

export type ValueListSearch = ListSearch;

/** The URL of the tag and type lists: search, page, and the sorts both endpoints take. */
export const valueListSearch = listSearchValidator({
  sorts: ['value', 'created_at', 'updated_at'],
  filters: {},
});
