import { type ListSearch, listSearchValidator } from '../../lib/lists/list-search.ts';

export type ChannelsListSearch = ListSearch;

/** `/a/sales-channels`'s URL (and a channel's product list): search, page and the API's sorts. */
export const channelListSearch = listSearchValidator({
  sorts: ['name', 'created_at', 'updated_at'],
  filters: {},
});

/** The product list inside a channel: the sorts `GET /admin/products` takes. */
export const channelProductsSearch = listSearchValidator({
  sorts: ['title', 'created_at', 'updated_at'],
  filters: {},
});

/** `/a/publishable-api-keys`'s URL: search on the title, and the API's sorts. */
export const keyListSearch = listSearchValidator({
  sorts: ['title', 'created_at', 'updated_at'],
  filters: {},
});
