import { type ListSearch, listSearchValidator } from '../../lib/lists/list-search.ts';
import { ROLE_FILTERS } from './roles.ts';

export type UserListSearch = ListSearch<'role'>;

/** The URL of the team list: search (email and names), role filter, sort and page. */
export const userListSearch = listSearchValidator({
  sorts: ['email', 'first_name', 'last_name', 'role', 'created_at'],
  filters: { role: ROLE_FILTERS },
});
