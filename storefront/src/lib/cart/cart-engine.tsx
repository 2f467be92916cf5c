import {
  CartProvider,
  type SessionCartItem,
  SessionCartProvider,
  type SessionCartVariant,
  useCart,
  useSessionCart,
} from '@commerce/client';
import { useStoreCreateCart, useStoreGetCart } from '@commerce/client/store/carts';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useRegion } from '../region/region-context.tsx';
import { readCartId, writeCartId } from './cart-id.ts';
import { useCartRegionSync } from './use-cart-region-sync.ts';

export interface CartLineInput {
  variant: SessionCartVariant;
  quantity: number;
}

export interface StoreCartContextValue {
  /** Units in the server cart plus units still waiting in the session cart. */
  totalItems: number;
  /** A remembered server cart is being read back. */
  isRestoring: boolean;
  /** The session cart is being carried into a server cart. */
  isCarrying: boolean;
  /** Why the last carry failed; the lines stay in the session cart meanwhile. */
  carryError: unknown;
  /** Carries the session cart's lines into a new server cart. */
  carry(): Promise<void>;
  /** Adds a line: to the server cart when there is one, else through the session cart. */
  addToCart(line: CartLineInput): Promise<void>;
  drawerOpen: boolean;
  /**
   * Opens the cart drawer; focus goes back to `returnFocusTo` when it closes (the button
   * that opened it, which may have lost focus meanwhile by being disabled while busy).
   */
  openDrawer(returnFocusTo?: HTMLElement | null): void;
  closeDrawer(): void;
  /** Where focus returns when the drawer closes. */
  drawerReturnFocus: HTMLElement | null;
}

const StoreCartContext = createContext<StoreCartContextValue | null>(null);

/**
 * The shopper's cart (specification section 7): a guest's lines go first into the session
 * cart (kept in localStorage, so nothing is lost if the API is unreachable), which is then
 * carried into a server cart; from then on the server cart, whose id is remembered, holds
 * the lines, totals, discounts and gift cards.
 */
export function StoreCartProvider({ children }: { children: ReactNode }) {
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
        <StoreCart storedId={storedId} forget={forget}>
          {children}
        </StoreCart>
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
  children,
}: {
  storedId: string | null;
  forget(): void;
  children: ReactNode;
}) {
  const server = useCart();
  const session = useSessionCart();
  const { regionId, countryCode } = useRegion();
  const createCart = useStoreCreateCart();
  const [isCarrying, setIsCarrying] = useState(false);
  const [carryError, setCarryError] = useState<unknown>(null);
  const [drawer, setDrawer] = useState<{ open: boolean; returnFocus: HTMLElement | null }>({
    open: false,
    returnFocus: null,
  });
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

  const value: StoreCartContextValue = {
    totalItems: server.totalItems + session.totalItems,
    isRestoring: Boolean(storedId) && !server.cart && restore.isPending && !restore.isError,
    isCarrying,
    carryError,
    carry: () => carryLines(),
    addToCart,
    drawerOpen: drawer.open,
    openDrawer: (returnFocusTo) => setDrawer({ open: true, returnFocus: returnFocusTo ?? null }),
    closeDrawer: () => setDrawer((current) => ({ ...current, open: false })),
    drawerReturnFocus: drawer.returnFocus,
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the functions close over the latest render; callers read the state fields.
  const memo = useMemo(
    () => value,
    [
      value.totalItems,
      value.isRestoring,
      isCarrying,
      carryError,
      drawer,
      server.cart,
      session.items,
      // carryLines creates the cart in the region in effect when it runs.
      regionId,
      countryCode,
    ],
  );
  return <StoreCartContext.Provider value={memo}>{children}</StoreCartContext.Provider>;
}

export function useStoreCart(): StoreCartContextValue {
  const context = useContext(StoreCartContext);
  if (!context) throw new Error('useStoreCart must be used within a StoreCartProvider');
  return context;
}
