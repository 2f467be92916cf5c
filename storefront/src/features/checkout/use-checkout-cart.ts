import { type Cart, useCart, useSessionCart } from '@commerce/client';
import { useEffect, useRef } from 'react';
import { useStoreCart } from '../../lib/cart/store-cart.tsx';

export type CheckoutCartState =
  | { status: 'loading' }
  | { status: 'unsaved'; error: unknown }
  | { status: 'empty' }
  | { status: 'ready'; cart: Cart };

/**
 * The cart the checkout works on: the server cart once it is read back (or carried over
 * from the session cart, whose lines are carried once when the checkout opens).
 */
export function useCheckoutCart(): CheckoutCartState {
  const { cart } = useCart();
  const session = useSessionCart();
  const store = useStoreCart();
  const hasPending = !cart && session.items.length > 0;
  const tried = useRef(false);
  const { carry, isRestoring } = store;
  useEffect(() => {
    if (!hasPending || isRestoring || tried.current) return;
    tried.current = true;
    carry().catch(() => undefined);
  }, [hasPending, isRestoring, carry]);

  if (store.isRestoring || store.isCarrying) return { status: 'loading' };
  if (hasPending) {
    return store.carryError
      ? { status: 'unsaved', error: store.carryError }
      : { status: 'loading' };
  }
  if (!cart || (cart.items ?? []).length === 0) return { status: 'empty' };
  return { status: 'ready', cart };
}
