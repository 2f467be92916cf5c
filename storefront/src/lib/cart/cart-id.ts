import { browserStorage, type KeyValueStorage, readJson, writeJson } from '../browser-storage.ts';

/** Where the id of the shopper's server cart is remembered between visits. */
export const CART_ID_STORAGE_KEY = 'commerce.storefront.cart-id';

export function readCartId(storage: KeyValueStorage | null = browserStorage()): string | null {
  const stored = readJson(storage, CART_ID_STORAGE_KEY);
  return typeof stored === 'string' && stored !== '' ? stored : null;
}

export function writeCartId(
  id: string | null,
  storage: KeyValueStorage | null = browserStorage(),
): void {
  writeJson(storage, CART_ID_STORAGE_KEY, id);
}
