import { createContext } from 'react';
import type * as cart from './session-cart.ts';

/*
 * The session cart's context, apart from the provider and `useSessionCart`
 * (session-cart-provider.tsx): an app that loads the provider later keeps the context in its
 * tree from the first render and imports only this (cart-context.ts says why).
 */

/** The one local-storage key the session cart lives under. */
export const SESSION_CART_STORAGE_KEY = 'commerce.session-cart';

export interface SessionCartContextValue extends cart.SessionCartState {
  setRegion(region: cart.SessionCartRegion): void;
  addItem(item: { variant: cart.SessionCartVariant; quantity?: number }): void;
  setItems(items: cart.SessionCartItem[]): void;
  updateItemQuantity(variantId: string, quantity: number): void;
  incrementItemQuantity(variantId: string): void;
  decrementItemQuantity(variantId: string): void;
  removeItem(variantId: string): void;
  getItem(variantId: string): cart.SessionCartItem | undefined;
  clearItems(): void;
}

export const SessionCartContext = createContext<SessionCartContextValue | null>(null);
