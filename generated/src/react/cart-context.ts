import type { UseMutationResult } from '@tanstack/react-query';
import { createContext } from 'react';
import type { Cart } from '../gen/models.ts';
import type * as store from '../gen/store/operations.ts';
import type { ClientError } from '../runtime/errors.ts';

/*
 * The server cart's context, apart from the provider and `useCart` (cart-provider.tsx): an
 * app that loads the provider's code later (the storefront, on the first use of the cart)
 * keeps the context in its tree from the first render and imports only this.
 */

export type Action<TVariables, TData = { cart: Cart }> = UseMutationResult<
  TData,
  ClientError,
  TVariables
>;

/** The server cart and its actions (specification section 7). */
export interface CartContextValue {
  cart: Cart | undefined;
  setCart(cart: Cart | undefined): void;
  /** The sum of the line quantities. */
  totalItems: number;
  /** Creates the cart, then its payment sessions. */
  startCheckout: Action<store.StoreCreateCartBody | undefined>;
  updateCart: Action<store.StoreUpdateCartBody>;
  addItem: Action<store.StoreCreateCartLineItemBody>;
  updateItem: Action<{ lineId: string } & store.StoreUpdateCartLineItemBody>;
  removeItem: Action<{ lineId: string }>;
  addShippingMethod: Action<store.StoreCreateCartShippingMethodBody>;
  createPaymentSessions: Action<void>;
  setPaymentSession: Action<store.StoreSelectCartPaymentSessionBody>;
  updatePaymentSession: Action<{ providerId: string } & store.StoreUpdateCartPaymentSessionBody>;
  refreshPaymentSession: Action<{ providerId: string }>;
  deletePaymentSession: Action<{ providerId: string }>;
  /** Completes the cart: `{type: 'order' | 'cart' | 'swap', data}`. */
  completeCheckout: Action<void, store.StoreCompleteCartData>;
}

export const CartContext = createContext<CartContextValue | null>(null);
