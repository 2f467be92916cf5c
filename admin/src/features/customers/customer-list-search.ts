import { type ListSearch, listSearchValidator } from '../../lib/lists/list-search.ts';

export type CustomerListSearch = ListSearch<'groups' | 'has_account'>;

/** `/a/customers`'s URL: search, sorts, and the group and account filters of the API. */
export const customerListSearch = listSearchValidator<'groups' | 'has_account'>({
  sorts: ['email', 'first_name', 'last_name', 'created_at', 'updated_at'],
  filters: { groups: null, has_account: ['true', 'false'] },
});
