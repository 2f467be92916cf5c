import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import { startCheckout as startCheckoutFlow } from '../flows/start-checkout.ts';
// One rule each, not the whole map: the storefront's first load then carries only these.
import {
  storeCompleteCartInvalidation,
  storeCreateCartLineItemInvalidation,
  storeCreateCartPaymentSessionsInvalidation,
  storeCreateCartShippingMethodInvalidation,
  storeDeleteCartLineItemInvalidation,
  storeDeleteCartPaymentSessionInvalidation,
  storeRefreshCartPaymentSessionInvalidation,
  storeSelectCartPaymentSessionInvalidation,
  storeUpdateCartInvalidation,
  storeUpdateCartLineItemInvalidation,
  storeUpdateCartPaymentSessionInvalidation,
} from '../gen/invalidation.ts';
import type { Cart } from '../gen/models.ts';
import * as store from '../gen/store/operations.ts';
import { ClientError, ClientErrorKind } from '../runtime/errors.ts';
import { type InvalidationRule, invalidateAfter } from '../runtime/invalidation.ts';
import { type Action, CartContext, type CartContextValue } from './cart-context.ts';
import { useMedusa } from './medusa-provider.tsx';

export interface CartProviderProps {
  children: ReactNode;
  /** A cart already known, e.g. restored from the cart id a storefront kept. */
  initialCart?: Cart;
  /** Told about every new cart state, e.g. to remember the cart id. */
  onCartChange?(cart: Cart | undefined): void;
}

/** Holds the shopper's server cart; every action answers the new cart and replaces it. */
export function CartProvider({
  children,
  initialCart,
  onCartChange,
}: CartProviderProps): ReactNode {
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const [cart, setCartState] = useState<Cart | undefined>(initialCart);
  // Actions read the id of the newest cart, also right after startCheckout replaced it.
  const latest = useRef(cart);

  const setCart = (next: Cart | undefined) => {
    latest.current = next;
    setCartState(next);
    onCartChange?.(next);
  };

  const cartId = (): string => {
    const id = latest.current?.id;
    if (!id)
      throw new ClientError(
        ClientErrorKind.Usage,
        'there is no cart yet: call startCheckout first',
      );
    return id;
  };

  /** One cart action: call, keep the returned cart, refresh what the contract says it touched. */
  function useCartAction<TVariables, TData extends { cart?: Cart }>(
    rule: InvalidationRule,
    call: (id: string, variables: TVariables) => Promise<TData>,
  ): Action<TVariables, TData> {
    return useMutation<TData, ClientError, TVariables>({
      mutationFn: (variables) => call(cartId(), variables),
      onSuccess: async (data) => {
        if (data.cart) setCart(data.cart);
        await invalidateAfter(queryClient, rule, { id: data.cart?.id ?? latest.current?.id }, data);
      },
    });
  }

  const actions = {
    startCheckout: useMutation<{ cart: Cart }, ClientError, store.StoreCreateCartBody | undefined>({
      mutationFn: (body) => startCheckoutFlow(client, body),
      onSuccess: async (data) => {
        setCart(data.cart);
        await invalidateAfter(
          queryClient,
          storeCreateCartPaymentSessionsInvalidation,
          { id: data.cart.id },
          data,
        );
      },
    }),
    updateCart: useCartAction(storeUpdateCartInvalidation, (id, body: store.StoreUpdateCartBody) =>
      store.storeUpdateCart(client, { id }, body),
    ),
    addItem: useCartAction(
      storeCreateCartLineItemInvalidation,
      (id, body: store.StoreCreateCartLineItemBody) =>
        store.storeCreateCartLineItem(client, { id }, body),
    ),
    updateItem: useCartAction(
      storeUpdateCartLineItemInvalidation,
      (id, { lineId, ...body }: { lineId: string } & store.StoreUpdateCartLineItemBody) =>
        store.storeUpdateCartLineItem(client, { id, line_id: lineId }, body),
    ),
    removeItem: useCartAction(
      storeDeleteCartLineItemInvalidation,
      (id, { lineId }: { lineId: string }) =>
        store.storeDeleteCartLineItem(client, { id, line_id: lineId }),
    ),
    addShippingMethod: useCartAction(
      storeCreateCartShippingMethodInvalidation,
      (id, body: store.StoreCreateCartShippingMethodBody) =>
        store.storeCreateCartShippingMethod(client, { id }, body),
    ),
    createPaymentSessions: useCartAction<void, store.StoreCreateCartPaymentSessionsData>(
      storeCreateCartPaymentSessionsInvalidation,
      (id) => store.storeCreateCartPaymentSessions(client, { id }),
    ),
    setPaymentSession: useCartAction(
      storeSelectCartPaymentSessionInvalidation,
      (id, body: store.StoreSelectCartPaymentSessionBody) =>
        store.storeSelectCartPaymentSession(client, { id }, body),
    ),
    updatePaymentSession: useCartAction(
      storeUpdateCartPaymentSessionInvalidation,
      (
        id,
        { providerId, ...body }: { providerId: string } & store.StoreUpdateCartPaymentSessionBody,
      ) => store.storeUpdateCartPaymentSession(client, { id, provider_id: providerId }, body),
    ),
    refreshPaymentSession: useCartAction(
      storeRefreshCartPaymentSessionInvalidation,
      (id, { providerId }: { providerId: string }) =>
        store.storeRefreshCartPaymentSession(client, { id, provider_id: providerId }),
    ),
    deletePaymentSession: useCartAction(
      storeDeleteCartPaymentSessionInvalidation,
      (id, { providerId }: { providerId: string }) =>
        store.storeDeleteCartPaymentSession(client, { id, provider_id: providerId }),
    ),
    completeCheckout: useMutation<store.StoreCompleteCartData, ClientError, void>({
      mutationFn: () => store.storeCompleteCart(client, { id: cartId() }),
      onSuccess: async (result) => {
        // Payment that needs more action answers the cart, which stays the current one.
        if (result.type === 'cart') setCart(result.data as Cart);
        await invalidateAfter(
          queryClient,
          storeCompleteCartInvalidation,
          { id: latest.current?.id },
          result,
        );
      },
    }),
  };

  const totalItems = cart?.items?.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the mutation results change every render; the memo keys on what callers read.
  const value = useMemo<CartContextValue>(
    () => ({ cart, setCart, totalItems, ...actions }),
    [cart, totalItems, ...Object.values(actions)],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart must be used within a CartProvider');
  return context;
}
