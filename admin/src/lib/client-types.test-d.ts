import type { Client, ClientError } from '@commerce/client';
import {
  type AdminGetAuthData,
  adminGetAuthQueryOptions,
  useAdminGetAuth,
} from '@commerce/client/admin/auth';
import {
  type AdminGetProductData,
  type AdminListProductsData,
  adminGetProductQueryOptions,
  adminListProductsQueryOptions,
  useAdminGetProduct,
  useAdminListProducts,
} from '@commerce/client/admin/products';
import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import { expectTypeOf, test } from 'vitest';
import { loadSessionUser, sessionQueryOptions } from './session/session.ts';

// Checked by `tsc` (npm run typecheck): these pin what the generated client infers.
declare const client: Client;
declare const queryClient: QueryClient;

test('GET /admin/auth hook and query options carry the generated data type', () => {
  expectTypeOf(useAdminGetAuth).returns.toEqualTypeOf<
    UseQueryResult<AdminGetAuthData, ClientError>
  >();
  expectTypeOf<AdminGetAuthData['user']['email']>().toEqualTypeOf<string>();
  expectTypeOf(
    queryClient.ensureQueryData(adminGetAuthQueryOptions(client)),
  ).resolves.toEqualTypeOf<AdminGetAuthData>();
  // The key is tagged with its data type, so reading the cache needs no cast.
  expectTypeOf(queryClient.getQueryData(adminGetAuthQueryOptions(client).queryKey)).toEqualTypeOf<
    AdminGetAuthData | undefined
  >();
});

test('the session helpers keep the generated user type', () => {
  expectTypeOf(loadSessionUser).returns.resolves.toEqualTypeOf<AdminGetAuthData['user'] | null>();
  expectTypeOf(
    queryClient.ensureQueryData(sessionQueryOptions(client)),
  ).resolves.toEqualTypeOf<AdminGetAuthData>();
});

test('params are checked against the contract', () => {
  expectTypeOf(useAdminListProducts).returns.toEqualTypeOf<
    UseQueryResult<AdminListProductsData, ClientError>
  >();
  expectTypeOf(useAdminGetProduct).returns.toEqualTypeOf<
    UseQueryResult<AdminGetProductData, ClientError>
  >();
  expectTypeOf(useAdminListProducts).toBeCallableWith({ limit: 10, offset: 20 });
  expectTypeOf(useAdminGetProduct).toBeCallableWith({ id: 'prod_1' });

  // @ts-expect-error limit is a number
  adminListProductsQueryOptions(client, { limit: 'ten' });
  // @ts-expect-error no such query parameter
  adminListProductsQueryOptions(client, { colour: 'red' });
  // @ts-expect-error the path parameter id is required
  adminGetProductQueryOptions(client, {});
  // @ts-expect-error GET /admin/auth takes no parameters
  adminGetAuthQueryOptions(client, {});
  // @ts-expect-error hooks reject the same wrong params
  expectTypeOf(useAdminListProducts).toBeCallableWith({ limit: 'ten' });
});
