import { useCart, useSessionCart } from '@commerce/client';
import { useEffect, useRef } from 'react';
import { useStoreCart } from '../../lib/cart/store-cart.tsx';

export type CartViewState = 'restoring' | 'saving' | 'pending' | 'empty' | 'ready';

/**
 * What a cart view (drawer or page) shows. Lines still in the session cart (their carry
 * failed earlier, e.g. the API was down) are carried once when the view opens.
 */
export function useCartView(): CartViewState {
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

  if (store.isRestoring) return 'restoring';
  if (store.isCarrying) return 'saving';
  if (hasPending) return 'pending';
  if (!cart || (cart.items ?? []).length === 0) return 'empty';
  return 'ready';
}
