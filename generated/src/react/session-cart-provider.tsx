import { type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import * as cart from './session-cart.ts';
import {
  SESSION_CART_STORAGE_KEY,
  SessionCartContext,
  type SessionCartContextValue,
} from './session-cart-context.ts';

export interface SessionCartProviderProps {
  children: ReactNode;
  /** Where the cart is kept; default window.localStorage (none during server rendering). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Starting state when nothing is stored. */
  initialState?: Partial<Pick<cart.SessionCartState, 'region' | 'items'>>;
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** Keeps the session cart, restores it on load and saves every change. */
export function SessionCartProvider({
  children,
  storage = defaultStorage(),
  initialState,
}: SessionCartProviderProps): ReactNode {
  const [state, setState] = useState<cart.SessionCartState>(() => {
    const stored = storage?.getItem(SESSION_CART_STORAGE_KEY) ?? null;
    if (stored !== null) return cart.parseStoredSessionCart(stored);
    return cart.withTotals(initialState?.region ?? null, initialState?.items ?? []);
  });
  // Actions validate against the latest state and throw before anything changes.
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => {
    try {
      storage?.setItem(SESSION_CART_STORAGE_KEY, cart.serializeSessionCart(state));
    } catch {
      // A full or blocked storage keeps the cart in memory for this visit.
    }
  }, [state, storage]);

  const value = useMemo<SessionCartContextValue>(() => {
    const apply = (next: cart.SessionCartState) => {
      latest.current = next;
      setState(next);
    };
    return {
      ...state,
      setRegion: (region) => apply(cart.setRegion(latest.current, region)),
      addItem: (item) => apply(cart.addItem(latest.current, item)),
      setItems: (items) => apply(cart.setItems(latest.current, items)),
      updateItemQuantity: (id, quantity) =>
        apply(cart.updateItemQuantity(latest.current, id, quantity)),
      incrementItemQuantity: (id) => apply(cart.incrementItemQuantity(latest.current, id)),
      decrementItemQuantity: (id) => apply(cart.decrementItemQuantity(latest.current, id)),
      removeItem: (id) => apply(cart.removeItem(latest.current, id)),
      getItem: (id) => cart.getItem(latest.current, id),
      clearItems: () => apply(cart.clearItems(latest.current)),
    };
  }, [state]);

  return <SessionCartContext.Provider value={value}>{children}</SessionCartContext.Provider>;
}

export function useSessionCart(): SessionCartContextValue {
  const context = useContext(SessionCartContext);
  if (!context) throw new Error('useSessionCart should be used as a child of SessionCartProvider');
  return context;
}
