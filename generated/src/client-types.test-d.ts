/**
 * Type tests of the generated client's public surface, checked by `tsc` (npm run typecheck).
 * Each `@ts-expect-error` fails the typecheck if the wrong call ever becomes accepted.
 */
import type { QueryClient } from '@tanstack/react-query';
import { expectTypeOf } from 'vitest';
import {
  type AdminGetProductData,
  type AdminUpdateProductBody,
  adminGetProductQueryOptions,
  useAdminDeleteProduct,
  useAdminGetProduct,
  useAdminUpdateProduct,
} from './admin.ts';
import type { Cart, Client, ClientError, Product } from './index.ts';
import {
  type StoreListProductsData,
  useStoreCreateCartLineItem,
  useStoreListProducts,
  useStoreListProductsInfinite,
} from './store.ts';

declare const client: Client;
declare const queryClient: QueryClient;

export function useQueryTypes(): void {
  const product = useAdminGetProduct({ id: 'prod_1', expand: 'variants' });
  expectTypeOf(product.data).toEqualTypeOf<AdminGetProductData | undefined>();
  expectTypeOf(product.error).toEqualTypeOf<ClientError | null>();
  expectTypeOf<AdminGetProductData['product']>().toEqualTypeOf<Product>();

  // @ts-expect-error the path parameter is required
  useAdminGetProduct({ expand: 'variants' });
  // @ts-expect-error unknown parameters are rejected
  useAdminGetProduct({ id: 'prod_1', colour: 'red' });

  const list = useStoreListProducts({ limit: 20, q: 'shirt', created_at: { gte: '2026-01-01' } });
  expectTypeOf(list.data).toEqualTypeOf<StoreListProductsData | undefined>();
  // @ts-expect-error limit is a number
  useStoreListProducts({ limit: 'twenty' });
  // @ts-expect-error filter objects are typed
  useStoreListProducts({ created_at: { after: '2026-01-01' } });

  const pages = useStoreListProductsInfinite({ limit: 20 });
  expectTypeOf(pages.data?.pages).toEqualTypeOf<StoreListProductsData[] | undefined>();
}

export async function loaders(): Promise<void> {
  const data = await queryClient.ensureQueryData(
    adminGetProductQueryOptions(client, { id: 'prod_1' }),
  );
  expectTypeOf(data).toEqualTypeOf<AdminGetProductData>();
}

export function useMutationTypes(): void {
  const update = useAdminUpdateProduct({ id: 'prod_1' });
  update.mutate({ title: 'New title' });
  expectTypeOf<Parameters<typeof update.mutate>[0]>().toEqualTypeOf<
    AdminUpdateProductBody | undefined
  >();
  // @ts-expect-error the body is typed
  update.mutate({ title: 42 });

  const remove = useAdminDeleteProduct({ id: 'prod_1' });
  remove.mutate();

  const addLine = useStoreCreateCartLineItem({ id: 'cart_1' });
  addLine.mutate({ variant_id: 'variant_1', quantity: 1 });
  expectTypeOf(addLine.data?.cart).toEqualTypeOf<Cart | undefined>();
  // @ts-expect-error quantity is required
  addLine.mutate({ variant_id: 'variant_1' });
}
