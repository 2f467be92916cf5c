import { listSearchValidator } from '../../lib/lists/list-search.ts';

/**
 * `/a/settings/locations`'s URL: search on the name, and the API's sorts.
 * Its own module: the route's search validation is in the first load, the list is not.
 */
export const locationListSearch = listSearchValidator({
  sorts: ['name', 'created_at', 'updated_at'],
  filters: {},
});
