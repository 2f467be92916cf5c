import { use } from 'react';
import { useStoreCart } from './store-cart.tsx';

/**
 * For a view that shows or changes the cart (the drawer, the cart and checkout pages):
 * suspends until the cart's code has loaded and read the cart, so `useCart()` and
 * `useSessionCart()` answer below it. Throws (to the nearest error boundary) when the code
 * cannot be fetched. Apart from store-cart.tsx, so the first page's chunk does not carry it.
 */
export function useCartLoaded(): void {
  const store = useStoreCart();
  if (!store.loaded) use(store.load());
}
