import { createClient, createQueryClient } from '@commerce/client';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/fake-store.ts';
import { prefetchListing } from './prefetch-listing.ts';

/** The fake store, except that the filter lists are held until `release()`. */
function storeWithSlowFilterLists() {
  const store = fakeStore();
  const held: (() => void)[] = [];
  const heldPaths: string[] = [];
  const api = async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (/^\/store\/(collections|product-categories|product-tags|product-types)$/.test(pathname)) {
      heldPaths.push(pathname);
      await new Promise<void>((resolve) => held.push(resolve));
    }
    return store.api(request);
  };
  const release = () => {
    for (const resolve of held.splice(0)) resolve();
  };
  const productReads = () => store.requests.filter((r) => r.startsWith('GET /store/products?'));
  return { api, release, productReads, heldPaths };
}

function setUp(api: (request: Request) => Promise<Response>) {
  const client = createClient({ baseUrl: 'http://api.test', fetch: api });
  return { client, queryClient: createQueryClient() };
}

const settled = (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
};

describe('prefetchListing', () => {
  it('asks for the products once the region is known, without waiting for the filter lists', async () => {
    const store = storeWithSlowFilterLists();
    const { client, queryClient } = setUp(store.api);
    const isDone = settled(prefetchListing(queryClient, client, {}));

    await expect.poll(store.productReads).toHaveLength(1);
    // It settles only once the lists are in too, so the page can appear whole.
    expect(isDone()).toBe(false);
    store.release();
    await expect.poll(isDone).toBe(true);
    expect(store.productReads()).toHaveLength(1);
  });

  it('waits for the list of a filter in use, to send its id', async () => {
    const store = storeWithSlowFilterLists();
    const { client, queryClient } = setUp(store.api);
    const done = prefetchListing(queryClient, client, { collection: 'essentials' });

    await expect.poll(() => store.heldPaths).toContain('/store/collections');
    expect(store.productReads()).toEqual([]);
    store.release();
    await done;
    expect(store.productReads()).toEqual([expect.stringContaining('collection_id[]=pcol_1')]);
  });
});
