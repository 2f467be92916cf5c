/**
 * The session cart of specification section 5: a shopper's cart kept in the browser
 * before it reaches the server. Pure functions over an immutable state; the provider
 * in session-cart-provider.tsx holds the state and persists it.
 */
import { computeVariantPrice, type MoneyRegion, type PricedVariant } from '../money/money.ts';

export interface SessionCartVariant extends PricedVariant {
  id: string;
  /** Stock the shopper may take; quantities are capped at it when it is a number. */
  inventory_quantity?: number | null;
  [key: string]: unknown;
}

export interface SessionCartRegion extends MoneyRegion {
  [key: string]: unknown;
}

export interface SessionCartItem {
  variant: SessionCartVariant;
  quantity: number;
  /** quantity x the variant's price in the region, in display units with tax. */
  total: number;
}

export interface SessionCartState {
  region: SessionCartRegion | null;
  items: SessionCartItem[];
  total: number;
  totalItems: number;
}

export const emptySessionCart: SessionCartState = {
  region: null,
  items: [],
  total: 0,
  totalItems: 0,
};

function isNonEmptyObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length > 0
  );
}

function capped(quantity: number, variant: SessionCartVariant): number {
  const stock = variant.inventory_quantity;
  return typeof stock === 'number' ? Math.min(quantity, stock) : quantity;
}

/** Recomputes every line total and the cart totals (after any change, e.g. of region). */
export function withTotals(
  region: SessionCartRegion | null,
  items: readonly { variant: SessionCartVariant; quantity: number }[],
): SessionCartState {
  const priced = items.map(({ variant, quantity }) => ({
    variant,
    quantity,
    total: region ? quantity * computeVariantPrice({ variant, region }) : 0,
  }));
  return {
    region,
    items: priced,
    total: priced.reduce((sum, item) => sum + item.total, 0),
    totalItems: priced.reduce((sum, item) => sum + item.quantity, 0),
  };
}

export function setRegion(state: SessionCartState, region: unknown): SessionCartState {
  if (!isNonEmptyObject(region)) throw new Error('region must be a non-empty object');
  return withTotals(region as SessionCartRegion, state.items);
}

/** Adds a line; a line for the same variant already in the cart is replaced. */
export function addItem(state: SessionCartState, item: unknown): SessionCartState {
  if (!isNonEmptyObject(item)) throw new Error('item must be a non-empty object');
  const { variant, quantity = 1 } = item as { variant: SessionCartVariant; quantity?: number };
  const line = { variant, quantity: capped(quantity, variant) };
  const index = state.items.findIndex((existing) => existing.variant.id === variant.id);
  const items =
    index === -1
      ? [...state.items, line]
      : state.items.map((existing, i) => (i === index ? line : existing));
  return withTotals(state.region, items);
}

export function setItems(state: SessionCartState, items: unknown): SessionCartState {
  if (!Array.isArray(items)) throw new Error('items must be an array of items');
  return withTotals(state.region, items as SessionCartItem[]);
}

function changeQuantity(
  state: SessionCartState,
  variantId: string,
  next: (item: SessionCartItem) => number,
): SessionCartState {
  return withTotals(
    state.region,
    state.items.map((item) =>
      item.variant.id === variantId ? { ...item, quantity: next(item) } : item,
    ),
  );
}

/** Zero or less becomes 1; capped at the variant's inventory_quantity. */
export function updateItemQuantity(
  state: SessionCartState,
  variantId: string,
  quantity: number,
): SessionCartState {
  return changeQuantity(state, variantId, (item) =>
    capped(quantity <= 0 ? 1 : quantity, item.variant),
  );
}

export function incrementItemQuantity(
  state: SessionCartState,
  variantId: string,
): SessionCartState {
  return changeQuantity(state, variantId, (item) => capped(item.quantity + 1, item.variant));
}

/** Floors at 0. */
export function decrementItemQuantity(
  state: SessionCartState,
  variantId: string,
): SessionCartState {
  return changeQuantity(state, variantId, (item) => Math.max(item.quantity - 1, 0));
}

export function removeItem(state: SessionCartState, variantId: string): SessionCartState {
  return withTotals(
    state.region,
    state.items.filter((item) => item.variant.id !== variantId),
  );
}

export function clearItems(state: SessionCartState): SessionCartState {
  return withTotals(state.region, []);
}

export function getItem(state: SessionCartState, variantId: string): SessionCartItem | undefined {
  return state.items.find((item) => item.variant.id === variantId);
}

/** Reads a stored cart; anything malformed gives an empty cart instead of an error. */
export function parseStoredSessionCart(raw: string | null): SessionCartState {
  if (!raw) return emptySessionCart;
  try {
    const stored = JSON.parse(raw) as { region?: unknown; items?: unknown };
    const region = isNonEmptyObject(stored.region) ? (stored.region as SessionCartRegion) : null;
    const items = Array.isArray(stored.items)
      ? stored.items.filter(
          (item): item is SessionCartItem =>
            isNonEmptyObject(item) &&
            isNonEmptyObject(item.variant) &&
            typeof item.variant.id === 'string' &&
            typeof item.quantity === 'number' &&
            Number.isFinite(item.quantity) &&
            item.quantity >= 0,
        )
      : [];
    return withTotals(region, items);
  } catch {
    return emptySessionCart;
  }
}

export function serializeSessionCart(state: SessionCartState): string {
  return JSON.stringify({
    region: state.region,
    items: state.items.map(({ variant, quantity }) => ({ variant, quantity })),
  });
}
