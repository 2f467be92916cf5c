// @vitest-environment jsdom
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SESSION_CART_STORAGE_KEY } from './session-cart-context.ts';
import { SessionCartProvider, useSessionCart } from './session-cart-provider.tsx';

const eur = { id: 'reg_eu', currency_code: 'eur', tax_rate: 0 };
const shirt = {
  id: 'variant_shirt',
  inventory_quantity: 5,
  prices: [{ currency_code: 'eur', amount: 1500 }],
};

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

function CartSummary() {
  const { totalItems, total } = useSessionCart();
  return <p>{`${totalItems} items, ${total.toFixed(2)}`}</p>;
}

describe('SessionCartProvider', () => {
  it('saves every change under one key and restores it in a new provider', () => {
    const storage = memoryStorage();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SessionCartProvider storage={storage}>{children}</SessionCartProvider>
    );
    const { result } = renderHook(() => useSessionCart(), { wrapper });
    act(() => result.current.setRegion(eur));
    act(() => result.current.addItem({ variant: shirt, quantity: 2 }));
    expect(JSON.parse(storage.data.get(SESSION_CART_STORAGE_KEY) ?? '{}').items).toHaveLength(1);

    render(
      <SessionCartProvider storage={storage}>
        <CartSummary />
      </SessionCartProvider>,
    );
    expect(screen.getByText('2 items, 30.00')).toBeTruthy();
  });

  it('starts empty when the stored cart is corrupt', () => {
    render(
      <SessionCartProvider
        storage={memoryStorage({ [SESSION_CART_STORAGE_KEY]: '{"items": [oops' })}
      >
        <CartSummary />
      </SessionCartProvider>,
    );
    expect(screen.getByText('0 items, 0.00')).toBeTruthy();
  });

  it('throws the specification messages from its actions, leaving the cart unchanged', () => {
    const storage = memoryStorage();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SessionCartProvider storage={storage}>{children}</SessionCartProvider>
    );
    const { result } = renderHook(() => useSessionCart(), { wrapper });
    expect(() => result.current.setRegion({} as never)).toThrow(
      'region must be a non-empty object',
    );
    expect(() => result.current.addItem({} as never)).toThrow('item must be a non-empty object');
    expect(() => result.current.setItems('x' as never)).toThrow('items must be an array of items');
    expect(result.current.totalItems).toBe(0);
  });

  it('applies several actions in one event to the latest state', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SessionCartProvider storage={memoryStorage()}>{children}</SessionCartProvider>
    );
    const { result } = renderHook(() => useSessionCart(), { wrapper });
    act(() => {
      result.current.setRegion(eur);
      result.current.addItem({ variant: shirt, quantity: 1 });
      result.current.incrementItemQuantity(shirt.id);
      result.current.incrementItemQuantity(shirt.id);
    });
    expect(result.current.getItem(shirt.id)?.quantity).toBe(3);
    expect(result.current.total).toBe(45);
  });

  it('refuses use outside its provider with the specification message', () => {
    expect(() => renderHook(() => useSessionCart())).toThrow(
      'useSessionCart should be used as a child of SessionCartProvider',
    );
  });
});
