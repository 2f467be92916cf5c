// @vitest-environment jsdom
/**
 * Generated hooks and the React layer against a real HTTP server on loopback: data flows,
 * cache refresh after mutations (before the caller's onSuccess), cart writes, providers.
 */
import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAdminCreateProduct, useAdminListProducts } from '../admin.ts';
import { createClient } from '../runtime/client.ts';
import { useStoreCreateCartLineItem, useStoreGetCart } from '../store.ts';
import { type FakeApi, startFakeApi } from '../test/fake-api.ts';
import { CartProvider, useCart } from './cart-provider.tsx';
import { createQueryClient, MedusaProvider, useMedusa } from './medusa-provider.tsx';

let api: FakeApi;
let queryClient: QueryClient;

beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.failNext(0, 500);
  queryClient = createQueryClient();
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <MedusaProvider client={createClient({ baseUrl: api.url })} queryClient={queryClient}>
      <CartProvider>{children}</CartProvider>
    </MedusaProvider>
  );
}

describe('MedusaProvider', () => {
  it('uses the query defaults of specification section 9', () => {
    expect(queryClient.getDefaultOptions().queries).toMatchObject({
      refetchOnWindowFocus: false,
      staleTime: 90_000,
      retry: 1,
    });
  });

  it('creates a client with 3 retries when none is given', async () => {
    const { result } = renderHook(() => useMedusa(), {
      wrapper: ({ children }) => (
        <MedusaProvider clientConfig={{ baseUrl: api.url, backoff: { baseMs: 1, capMs: 1 } }}>
          {children}
        </MedusaProvider>
      ),
    });
    expect(result.current.client.config).toMatchObject({ maxRetries: 3 });
    api.failNext(3, 503);
    await act(() => result.current.client.request({ method: 'get', path: '/admin/products' }));
    expect(api.requests).toHaveLength(4);
  });

  it('refuses use outside its provider with the specification message', () => {
    expect(() => renderHook(() => useMedusa())).toThrow(
      'useMedusa must be used within a MedusaProvider',
    );
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
  });
});

describe('generated hooks', () => {
  it('load data and refresh the list after a create, before calling the caller onSuccess', async () => {
    const order: string[] = [];
    const { result } = renderHook(
      () => ({
        list: useAdminListProducts({ limit: 20 }),
        create: useAdminCreateProduct({
          onSuccess: () => {
            order.push(
              `onSuccess saw ${queryClient.getQueryData<{ count: number }>(['admin', 'products', 'list', { limit: 20 }])?.count}`,
            );
          },
        }),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.list.data?.products.map((p) => p.title)).toEqual(['Shirt']),
    );
    await act(() => result.current.create.mutateAsync({ title: 'Mug' } as never));
    await waitFor(() => expect(result.current.list.data?.count).toBe(2));
    expect(order).toEqual(['onSuccess saw 2']);
    expect(api.requests.filter((r) => r === 'GET /admin/products')).toHaveLength(2);
  });

  it('write the cart a cart mutation answers into the cache, without refetching it', async () => {
    const created = await createClient({ baseUrl: api.url }).request<{ cart: { id: string } }>({
      method: 'post',
      path: '/store/carts',
    });
    const id = created.cart.id;
    const { result } = renderHook(
      () => ({ cart: useStoreGetCart({ id }), add: useStoreCreateCartLineItem({ id }) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.cart.data?.cart.id).toBe(id));
    await act(() => result.current.add.mutateAsync({ variant_id: 'variant_1', quantity: 2 }));
    await waitFor(() => expect(result.current.cart.data?.cart.items).toHaveLength(1));
    expect(api.requests.filter((r) => r === `GET /store/carts/${id}`)).toHaveLength(1);
  });

  it('surface server errors as ClientError with the status', async () => {
    api.failNext(2, 404);
    const { result } = renderHook(() => useAdminListProducts({ limit: 20 }), { wrapper });
    // React Query's own single retry waits about 1 s first.
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 5000 });
    expect(result.current.error).toMatchObject({
      status: 404,
      message: 'Request failed with status code 404',
    });
  });
});

describe('CartProvider', () => {
  it('starts checkout, adds a line to the new cart and completes it', async () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    await act(() => result.current.startCheckout.mutateAsync({ region_id: 'reg_1' }));
    expect(result.current.cart?.payment_sessions).toEqual([{ provider_id: 'manual' }]);
    const id = result.current.cart?.id;
    await act(() => result.current.addItem.mutateAsync({ variant_id: 'variant_1', quantity: 3 }));
    expect(result.current.totalItems).toBe(3);
    const completion = await act(() => result.current.completeCheckout.mutateAsync());
    expect(completion).toEqual({ type: 'order', data: { id: 'order_1', cart_id: id } });
    expect(api.requests).toEqual([
      'POST /store/carts',
      `POST /store/carts/${id}/payment-sessions`,
      `POST /store/carts/${id}/line-items`,
      `POST /store/carts/${id}/complete`,
    ]);
  });

  it('refuses a cart action before there is a cart', async () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    await expect(
      act(() => result.current.addItem.mutateAsync({ variant_id: 'v', quantity: 1 })),
    ).rejects.toThrow('there is no cart yet: call startCheckout first');
    expect(api.requests).toEqual([]);
  });
});
