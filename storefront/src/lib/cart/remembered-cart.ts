import { SESSION_CART_STORAGE_KEY } from '@commerce/client';
import { useSyncExternalStore } from 'react';
import { browserStorage, type KeyValueStorage, readJson } from '../browser-storage.ts';
import { readCartId } from './cart-id.ts';

/**
 * Whether the browser keeps a cart of this shopper: a server cart's id, or lines in the
 * session cart. Read without the cart's code (store-cart.tsx loads it at once when true).
 */
export function hasRememberedCart(storage: KeyValueStorage | null = browserStorage()): boolean {
  if (readCartId(storage) !== null) return true;
  const session = readJson(storage, SESSION_CART_STORAGE_KEY) as { items?: unknown } | null;
  return Array.isArray(session?.items) && session.items.length > 0;
}

const noSubscription = () => () => {};

/**
 * `hasRememberedCart()`, false while the server renders and the browser hydrates (what only
 * the browser knows is shown from the render after).
 */
export function useRememberedCart(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => hasRememberedCart(),
    () => false,
  );
}
