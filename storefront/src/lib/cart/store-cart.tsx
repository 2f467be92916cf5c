import {
  CartContext,
  type CartContextValue,
  SessionCartContext,
  type SessionCartContextValue,
  type SessionCartVariant,
} from '@commerce/client';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { hasRememberedCart } from './remembered-cart.ts';

export interface CartLineInput {
  variant: SessionCartVariant;
  quantity: number;
}

/** What the cart's code (cart-engine.tsx, loaded on the first use of the cart) works out. */
export interface CartEngineValue {
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
  /** Units of the variant in the cart, server or session. */
  unitsInCart(variantId: string): number;
}

/** The cart's code hands these to the provider, which gives them to the page. */
export interface CartEngineValues {
  cart: CartContextValue;
  session: SessionCartContextValue;
  store: CartEngineValue;
}

export interface StoreCartContextValue extends CartEngineValue {
  /** The cart's code has loaded and read the cart; until then the cart counts as empty. */
  loaded: boolean;
  /**
   * Loads the cart's code (once; again after a failed download) and resolves once its state
   * is in the page. `addToCart` and `carry` wait for it themselves.
   */
  load(): Promise<void>;
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

type CartEngine = ComponentType<{ onChange(values: CartEngineValues): void }>;
const loadEngine = (): Promise<CartEngine> =>
  import('./cart-engine.tsx').then((module) => module.CartEngine);

interface Loader {
  started: boolean;
  promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

function newLoader(): Loader {
  const loader = { started: false } as Loader;
  loader.promise = new Promise<void>((resolve, reject) => {
    loader.resolve = resolve;
    loader.reject = reject;
  });
  // A preload nobody waits for must not count as an unhandled rejection.
  loader.promise.catch(() => undefined);
  return loader;
}

/**
 * The shopper's cart (specification section 7; the cart's rules are in cart-engine.tsx). Its
 * code (the generated `CartProvider` and its mutations, the session cart, the restore and
 * carry) is not in the first load: it is fetched on the first use of the cart (adding to
 * it, opening the drawer, the cart and checkout pages, or the pointer or focus on those
 * buttons), and at once when the browser remembers a cart. The contexts of `useCart()`,
 * `useSessionCart()` and `useStoreCart()` are here from the first render, since a provider
 * added later would remount the page: the loaded code renders beside the page and hands
 * its values up. Until then the cart counts as empty, `addToCart` waits for the code, and
 * the views that show the cart wait with `useCartLoaded()` (use-cart-loaded.ts).
 */
export function StoreCartProvider({ children }: { children: ReactNode }) {
  const [Engine, setEngine] = useState<CartEngine | null>(null);
  const [values, setValues] = useState<CartEngineValues | null>(null);
  const [drawer, setDrawer] = useState<{ open: boolean; returnFocus: HTMLElement | null }>({
    open: false,
    returnFocus: null,
  });
  const latest = useRef<CartEngineValues | null>(null);
  const loader = useRef<Loader | null>(null);

  const load = useCallback((): Promise<void> => {
    loader.current ??= newLoader();
    const current = loader.current;
    if (!current.started) {
      current.started = true;
      loadEngine().then(
        // A transition: a change of the cart's context while the route's page still waits to
        // hydrate would hydrate it in one long task (README, "Hydration in slices").
        (engine) => startTransition(() => setEngine(() => engine)),
        (error: unknown) => {
          loader.current = null; // the next use fetches again
          current.reject(error);
        },
      );
    }
    return current.promise;
  }, []);
  const publish = useCallback((next: CartEngineValues) => {
    const first = latest.current === null;
    latest.current = next;
    // The first values in a transition, as the code's arrival above; later ones (a line
    // added, a cart restored) at once, as the cart's own state changes.
    if (first) startTransition(() => setValues(next));
    else setValues(next);
  }, []);
  // Resolved once the page has the cart's state, so what waited reads it.
  useEffect(() => {
    if (values) loader.current?.resolve();
  }, [values]);
  // A remembered cart is read back at once: the header's count and the product page's
  // quantity cap need it.
  useEffect(() => {
    if (hasRememberedCart()) load().catch(() => undefined);
  }, [load]);

  const store = useMemo<StoreCartContextValue>(() => {
    const engine = values?.store;
    const afterLoad =
      <A extends unknown[]>(action: (store: CartEngineValue, ...args: A) => Promise<void>) =>
      (...args: A) =>
        load().then(() => action((latest.current as CartEngineValues).store, ...args));
    return {
      loaded: values !== null,
      load,
      totalItems: engine?.totalItems ?? 0,
      isRestoring: engine?.isRestoring ?? false,
      isCarrying: engine?.isCarrying ?? false,
      carryError: engine?.carryError ?? null,
      carry: engine?.carry ?? afterLoad((loaded) => loaded.carry()),
      addToCart:
        engine?.addToCart ?? afterLoad((loaded, line: CartLineInput) => loaded.addToCart(line)),
      unitsInCart: engine?.unitsInCart ?? (() => 0),
      drawerOpen: drawer.open,
      openDrawer: (returnFocusTo) => {
        load().catch(() => undefined);
        setDrawer({ open: true, returnFocus: returnFocusTo ?? null });
      },
      closeDrawer: () => setDrawer((current) => ({ ...current, open: false })),
      drawerReturnFocus: drawer.returnFocus,
    };
  }, [values, drawer, load]);

  // The same element while this provider renders again for the values it was handed: a new
  // one would render the cart's code again, which hands up new values (its mutations' results
  // are new objects on every render), and so on in a loop of renders that never lets the
  // page be idle.
  const engine = useMemo(() => (Engine ? <Engine onChange={publish} /> : null), [Engine, publish]);

  return (
    <SessionCartContext.Provider value={values?.session ?? null}>
      <CartContext.Provider value={values?.cart ?? null}>
        <StoreCartContext.Provider value={store}>
          {engine}
          {children}
        </StoreCartContext.Provider>
      </CartContext.Provider>
    </SessionCartContext.Provider>
  );
}

export function useStoreCart(): StoreCartContextValue {
  const context = useContext(StoreCartContext);
  if (!context) throw new Error('useStoreCart must be used within a StoreCartProvider');
  return context;
}
