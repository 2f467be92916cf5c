import { type ListSearch, listSearchValidator } from '../../lib/lists/list-search.ts';

export type GroupListSearch = ListSearch;

/** The URL of the group list and of a group's member list: search, page and sorts. */
export const groupListSearch = listSearchValidator({
  sorts: ['name', 'email', 'created_at', 'updated_at'],
  filters: {},
});
