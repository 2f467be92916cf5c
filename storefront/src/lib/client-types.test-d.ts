import type { Client, ClientError } from '@commerce/client';
import {
  type StoreGetProductData,
  type StoreListProductsData,
  storeGetProductQueryOptions,
  storeListProductsQueryOptions,
  useStoreGetProduct,
  useStoreListProducts,
} from '@commerce/client/store/products';
import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import { expectTypeOf, test } from 'vitest';

// Checked by `tsc` (npm run typecheck): these pin what the generated client infers.
declare const client: Client;
declare const queryClient: QueryClient;

test('GET /store/products hook and query options carry the generated data type', () => {
  expectTypeOf(useStoreListProducts).returns.toEqualTypeOf<
    UseQueryResult<StoreListProductsData, ClientError>
  >();
  expectTypeOf<StoreListProductsData['products'][number]['title']>().toEqualTypeOf<string>();
  expectTypeOf<StoreListProductsData['count']>().toEqualTypeOf<number>();
  expectTypeOf(
    queryClient.ensureQueryData(storeListProductsQueryOptions(client, { limit: 4 })),
  ).resolves.toEqualTypeOf<StoreListProductsData>();
  // The key is tagged with its data type, so reading the cache needs no cast.
  expectTypeOf(
    queryClient.getQueryData(storeListProductsQueryOptions(client).queryKey),
  ).toEqualTypeOf<StoreListProductsData | undefined>();
});

test('params are checked against the contract', () => {
  expectTypeOf(useStoreGetProduct).returns.toEqualTypeOf<
    UseQueryResult<StoreGetProductData, ClientError>
  >();
  expectTypeOf(useStoreListProducts).toBeCallableWith({ limit: 4, q: 'mug' });
  expectTypeOf(useStoreListProducts).toBeCallableWith();
  expectTypeOf(useStoreGetProduct).toBeCallableWith({ id: 'prod_1', region_id: 'reg_1' });

  // @ts-expect-error limit is a number
  storeListProductsQueryOptions(client, { limit: 'ten' });
  // @ts-expect-error no such query parameter
  storeListProductsQueryOptions(client, { colour: 'red' });
  // @ts-expect-error the path parameter id is required
  storeGetProductQueryOptions(client, {});
  // @ts-expect-error hooks reject the same wrong params
  expectTypeOf(useStoreListProducts).toBeCallableWith({ limit: 'ten' });
  // @ts-expect-error the product hook needs its id
  expectTypeOf(useStoreGetProduct).toBeCallableWith({ region_id: 'reg_1' });
});
