import {
  CartProvider,
  type SessionCartItem,
  SessionCartProvider,
  useCart,
  useSessionCart,
} from '@commerce/client';
import { useStoreCreateCart, useStoreGetCart } from '@commerce/client/store/carts';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useRegion } from '../region/region-context.tsx';
import { readCartId, writeCartId } from './cart-id.ts';
import type { CartEngineValue, CartEngineValues, CartLineInput } from './store-cart.tsx';
import { useCartRegionSync } from './use-cart-region-sync.ts';

/**
 * The shopper's cart (specification section 7): a guest's lines go first into the session
 * cart (kept in localStorage, so nothing is lost if the API is unreachable), which is then
 * carried into a server cart; from then on the server cart, whose id is remembered, holds
 * the lines, totals, discounts and gift cards.
 *
 * Loaded on the first use of the cart and rendered beside the page by `StoreCartProvider`
 * (store-cart.tsx), to which it hands its state (`onChange`); its own providers wrap
 * nothing of the page.
 */
export function CartEngine({ onChange }: { onChange(values: CartEngineValues): void }) {
  const [storedId, setStoredId] = useState(() => readCartId());
  const remember = useCallback((cart: { id: string } | undefined) => {
    writeCartId(cart?.id ?? null);
    setStoredId(cart?.id ?? null);
  }, []);
  // Stable, so the restore effects below do not run again on every render.
  const forget = useCallback(() => remember(undefined), [remember]);
  return (
    <SessionCartProvider>
      <CartProvider onCartChange={remember}>
        <StoreCart storedId={storedId} forget={forget} onChange={onChange} />
      </CartProvider>
    </SessionCartProvider>
  );
}

/** The session lines with `line` merged in (its quantity added to the same variant's). */
function withLine(items: readonly SessionCartItem[], line?: CartLineInput): CartLineInput[] {
  const lines = items.map(({ variant, quantity }) => ({ variant, quantity }));
  if (!line) return lines;
  const existing = lines.find((item) => item.variant.id === line.variant.id);
  if (existing) existing.quantity += line.quantity;
  else lines.push(line);
  return lines;
}

function StoreCart({
  storedId,
  forget,
  onChange,
}: {
  storedId: string | null;
  forget(): void;
  onChange(values: CartEngineValues): void;
}) {
  const server = useCart();
  const session = useSessionCart();
  const { regionId, countryCode } = useRegion();
  const createCart = useStoreCreateCart();
  const [isCarrying, setIsCarrying] = useState(false);
  const [carryError, setCarryError] = useState<unknown>(null);
  // One creation at a time: a second add during it waits and goes into the new cart.
  const creating = useRef<Promise<void> | null>(null);
  const latestCart = useRef(server.cart);
  latestCart.current = server.cart;

  const restore = useStoreGetCart(
    { id: storedId ?? '' },
    { enabled: Boolean(storedId) && !server.cart, retry: false, staleTime: 0 },
  );
  const { setCart } = server;
  useEffect(() => {
    const restored = restore.data?.cart;
    if (!restored || latestCart.current) return;
    // A completed cart became an order: the next purchase starts a new cart.
    if (restored.completed_at) forget();
    else setCart(restored);
  }, [restore.data, setCart, forget]);
  useEffect(() => {
    if (restore.error?.status === 404) forget();
  }, [restore.error, forget]);
  useCartRegionSync();

  const carryLines = (line?: CartLineInput): Promise<void> => {
    if (creating.current) return creating.current;
    const items = withLine(session.items, line)
      .filter((item) => item.quantity > 0)
      .map((item) => ({ variant_id: item.variant.id, quantity: item.quantity }));
    if (items.length === 0) return Promise.resolve();
    setIsCarrying(true);
    setCarryError(null);
    const run = createCart
      .mutateAsync({
        ...(regionId ? { region_id: regionId } : {}),
        ...(countryCode ? { country_code: countryCode } : {}),
        items,
      })
      .then(({ cart }) => {
        latestCart.current = cart;
        setCart(cart);
        session.clearItems();
      })
      .catch((error: unknown) => {
        setCarryError(error);
        throw error;
      })
      .finally(() => {
        creating.current = null;
        setIsCarrying(false);
      });
    creating.current = run;
    return run;
  };

  const addToCart = async (line: CartLineInput): Promise<void> => {
    if (creating.current) await creating.current.catch(() => undefined);
    if (latestCart.current) {
      await server.addItem.mutateAsync({ variant_id: line.variant.id, quantity: line.quantity });
      return;
    }
    const existing = session.getItem(line.variant.id)?.quantity ?? 0;
    session.addItem({ variant: line.variant, quantity: existing + line.quantity });
    await carryLines(line);
  };

  const value: CartEngineValue = {
    totalItems: server.totalItems + session.totalItems,
    isRestoring: Boolean(storedId) && !server.cart && restore.isPending && !restore.isError,
    isCarrying,
    carryError,
    carry: () => carryLines(),
    addToCart,
    unitsInCart: (variantId) =>
      (server.cart?.items ?? [])
        .filter((item) => item.variant_id === variantId)
        .reduce((sum, item) => sum + item.quantity, 0) +
      (session.items.find((item) => item.variant.id === variantId)?.quantity ?? 0),
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the functions close over the latest render; callers read the state fields.
  const memo = useMemo(
    () => value,
    [
      value.totalItems,
      value.isRestoring,
      isCarrying,
      carryError,
      server.cart,
      session.items,
      // carryLines creates the cart in the region in effect when it runs.
      regionId,
      countryCode,
    ],
  );
  // Before paint, so the page never shows the cart a render behind.
  useLayoutEffect(() => {
    onChange({ cart: server, session, store: memo });
  }, [onChange, server, session, memo]);
  return null;
}
