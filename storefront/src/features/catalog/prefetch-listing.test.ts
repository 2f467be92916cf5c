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

  it("asks for the first cards' images once the products are read, once each", async () => {
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
    const store = storeWithSlowFilterLists();
    const { client, queryClient } = setUp(store.api);
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
        link.getAttribute('href'),
      );
    const first = prefetchListing(queryClient, client, {});
    // Before the filter lists are in: the images do not wait for them either.
    await expect
      .poll(preloads)
      .toEqual(['http://img.test/prod_t-shirt.png', 'http://img.test/prod_limited-print.png']);
    await expect.poll(() => store.heldPaths).toHaveLength(4);
    store.release();
    await first;
    // Opened again with nothing cached: the same images are not asked for twice.
    const again = prefetchListing(createQueryClient(), client, {});
    await expect.poll(() => store.heldPaths).toHaveLength(8);
    store.release();
    await again;
    expect(preloads()).toHaveLength(2);
  });

  it('leaves the images for when the listing opens, when the router only reads ahead', async () => {
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
    const store = fakeStore();
    const { client, queryClient } = setUp(store.api);
    await prefetchListing(queryClient, client, {}, { preloading: true });
    expect(store.requests.filter((r) => r.startsWith('GET /store/products?'))).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(0);
  });
});
