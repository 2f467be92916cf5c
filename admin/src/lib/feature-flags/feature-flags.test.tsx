// @vitest-environment jsdom
import { createClient, MedusaProvider } from '@commerce/client';
import { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { featureFlagsOf, useFeatureFlag } from './feature-flags.ts';

describe('featureFlagsOf', () => {
  it('takes the flags whose value is true', () => {
    const flags = featureFlagsOf({
      feature_flags: [
        { key: 'analytics', value: true },
        { key: 'order_editing', value: false },
        { key: 'tax_inclusive_pricing', value: true },
      ],
      modules: [],
    });
    expect([...flags].sort()).toEqual(['analytics', 'tax_inclusive_pricing']);
  });

  it('adds every loaded module as a flag, whatever its resolution', () => {
    const flags = featureFlagsOf({
      feature_flags: [],
      modules: [
        { module: 'inventoryService', resolution: '@commerce/inventory' },
        { module: 'stockLocationService', resolution: '' },
        // Medusa v1 reports an installed inventory module with its definition's default
        // package, which is false (modules-sdk 1.12, issue 25).
        { module: 'cacheService', resolution: false },
      ],
    });
    expect([...flags].sort()).toEqual(['cacheService', 'inventoryService', 'stockLocationService']);
  });

  it('joins both lists without duplicates', () => {
    const flags = featureFlagsOf({
      feature_flags: [{ key: 'inventoryService', value: true }],
      modules: [{ module: 'inventoryService', resolution: 'x' }],
    });
    expect([...flags]).toEqual(['inventoryService']);
  });

  it('is empty for a store without either list, or no store', () => {
    expect(featureFlagsOf({}).size).toBe(0);
    expect(featureFlagsOf(undefined).size).toBe(0);
    expect(featureFlagsOf(null).size).toBe(0);
  });
});

describe('useFeatureFlag', () => {
  const store = {
    id: 'store_01',
    name: 'Shop',
    feature_flags: [
      { key: 'analytics', value: true },
      { key: 'beta', value: false },
    ],
    modules: [{ module: 'inventoryService', resolution: 'x' }],
  };

  function wrapperFor(api: (request: Request) => Promise<Response>) {
    const client = createClient({ baseUrl: 'http://api.test', fetch: api });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return ({ children }: { children: ReactNode }) => (
      <MedusaProvider client={client} queryClient={queryClient}>
        {children}
      </MedusaProvider>
    );
  }

  it('reads the flags from GET /admin/store once for every caller', async () => {
    const api = vi.fn(async (_request: Request) => Response.json({ store }));
    const wrapper = wrapperFor(api);
    const { result } = renderHook(
      () => ({
        analytics: useFeatureFlag('analytics'),
        beta: useFeatureFlag('beta'),
        inventory: useFeatureFlag('inventoryService'),
        unknown: useFeatureFlag('nope'),
      }),
      { wrapper },
    );
    // Not known while the store loads: neither on nor off (issue 25).
    expect(result.current.analytics).toBeUndefined();
    await waitFor(() => expect(result.current.analytics).toBe(true));
    expect(result.current).toEqual({
      analytics: true,
      beta: false,
      inventory: true,
      unknown: false,
    });
    expect(api).toHaveBeenCalledTimes(1);
    expect(new URL(api.mock.calls[0]?.[0].url ?? '').pathname).toBe('/admin/store');
  });

  it('says nothing (undefined) when the store cannot be read', async () => {
    const api = vi.fn(async () => Response.json({ message: 'no' }, { status: 500 }));
    const { result } = renderHook(() => useFeatureFlag('analytics'), { wrapper: wrapperFor(api) });
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(result.current).toBeUndefined();
  });
});
