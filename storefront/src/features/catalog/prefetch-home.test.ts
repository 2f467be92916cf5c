import { createClient, createQueryClient } from '@commerce/client';
import { storeListCollectionsQueryOptions } from '@commerce/client/store/collections';
import { describe, expect, it } from 'vitest';
import { navCollectionParams } from '../../lib/catalog/params.ts';
import { fakeStore } from '../../test/fake-store.ts';
import { unreachableApi } from '../../test/render-app.tsx';
import { featuredProductsParams } from './featured-products-params.ts';
import { listingCardsQueryOptions } from './listing-cards.ts';
import { prefetchHome } from './prefetch-home.ts';

function setUp(api: (request: Request) => Promise<Response>) {
  const client = createClient({ baseUrl: 'http://api.test', fetch: api });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  return { client, queryClient };
}

describe('prefetchHome', () => {
  it("reads the sections' collections and products, priced in the first region", async () => {
    const store = fakeStore();
    const { client, queryClient } = setUp(store.api);
    await prefetchHome(queryClient, client);
    const products = listingCardsQueryOptions(client, {
      ...featuredProductsParams,
      region_id: 'reg_eu',
    });
    expect(queryClient.getQueryData(products.queryKey)?.products.length).toBeGreaterThan(0);
    const collections = storeListCollectionsQueryOptions(client, navCollectionParams);
    expect(queryClient.getQueryData(collections.queryKey)).toBeDefined();
    expect(store.requests).toContain(
      'GET /store/products?limit=4&order=-created_at&region_id=reg_eu',
    );
  });

  it('settles without failing when the store cannot be reached', async () => {
    const { client, queryClient } = setUp(unreachableApi);
    await expect(prefetchHome(queryClient, client)).resolves.toBeUndefined();
  });
});
