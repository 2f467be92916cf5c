import { useCart, useSessionCart } from '@commerce/client';
import { startTransition, useEffect, useRef } from 'react';
import { useRegion } from '../region/region-context.tsx';

/**
 * Keeps both carts in the shopper's region: the session cart prices its lines in it, and
 * the server cart is moved to it (the server re-prices the lines in the new currency).
 */
export function useCartRegionSync(): void {
  const { region, regionId, countryCode } = useRegion();
  const session = useSessionCart();
  const { cart, updateCart } = useCart();
  const { setRegion } = session;
  const sessionRegionId = session.region?.id;
  useEffect(() => {
    if (!region || sessionRegionId === region.id) return;
    // A transition: on a page's first load this runs once the shell has hydrated, while
    // the route's page (in the router's Suspense boundary) waits to hydrate. An urgent
    // change of the session cart's context would make React hydrate the whole page in one
    // long task; in a transition it hydrates in slices (issue 23, total blocking time).
    startTransition(() => setRegion(region));
  }, [region, sessionRegionId, setRegion]);

  // Each move is asked for once; a refusal is not repeated on every render.
  const asked = useRef<string | null>(null);
  const { mutate } = updateCart;
  useEffect(() => {
    if (!cart || !regionId) return;
    const countryDiffers =
      countryCode !== undefined && cart.shipping_address?.country_code !== countryCode;
    if (cart.region_id === regionId && !countryDiffers) return;
    const key = `${cart.id}:${regionId}:${countryCode ?? ''}`;
    if (asked.current === key) return;
    asked.current = key;
    mutate({ region_id: regionId, ...(countryCode ? { country_code: countryCode } : {}) });
  }, [cart, regionId, countryCode, mutate]);
}
