import { listSearchValidator } from '../../lib/lists/list-search.ts';

/**
 * `/a/settings/regions`'s URL: search on the name, and the API's sorts.
 * Its own module: the route's search validation is in the first load, the list is not.
 */
export const regionListSearch = listSearchValidator({
  sorts: ['name', 'currency_code', 'tax_rate', 'created_at'],
  filters: {},
});
