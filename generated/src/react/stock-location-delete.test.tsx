// @vitest-environment jsdom
/**
 * Specification section 7, stock-locations: "Deleting one also refreshes products and
 * inventory lists." The generated hook refreshes them through the contract's invalidation
 * rule; this drives it as a screen would and watches what is read again.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAdminListInventoryItems } from '../gen/admin/inventory-items/hooks.ts';
import { useAdminListProducts } from '../gen/admin/products/hooks.ts';
import { useAdminListRegions } from '../gen/admin/regions/hooks.ts';
import { useAdminDeleteStockLocation } from '../gen/admin/stock-locations/hooks.ts';
import { createClient } from '../runtime/client.ts';
import { createQueryClient, MedusaProvider } from './medusa-provider.tsx';

const page = { count: 0, offset: 0, limit: 20 };
const answers: Record<string, unknown> = {
  'GET /admin/products': { products: [], ...page },
  'GET /admin/inventory-items': { inventory_items: [], ...page },
  'GET /admin/regions': { regions: [], ...page },
  'DELETE /admin/stock-locations/sloc_1': { id: 'sloc_1', object: 'stock_location', deleted: true },
};

describe('deleting a stock location', () => {
  it('reads the product and inventory lists again, and leaves other lists alone', async () => {
    const reads: string[] = [];
    const client = createClient({
      baseUrl: 'http://api.test',
      fetch: async (request) => {
        const key = `${request.method} ${new URL(request.url).pathname}`;
        reads.push(key);
        const answer = answers[key];
        return answer
          ? Response.json(answer)
          : Response.json({ type: 'not_found', message: key }, { status: 404 });
      },
    });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MedusaProvider client={client} queryClient={queryClient}>
        {children}
      </MedusaProvider>
    );
    const { result } = renderHook(
      () => ({
        products: useAdminListProducts({ limit: 20 }),
        inventory: useAdminListInventoryItems({ limit: 20 }),
        regions: useAdminListRegions({ limit: 20 }),
        remove: useAdminDeleteStockLocation({ id: 'sloc_1' }),
      }),
      { wrapper },
    );
    await waitFor(() => {
      expect(result.current.products.isSuccess).toBe(true);
      expect(result.current.inventory.isSuccess).toBe(true);
      expect(result.current.regions.isSuccess).toBe(true);
    });
    reads.length = 0;

    await act(() => result.current.remove.mutateAsync());

    await waitFor(() =>
      expect([...reads].sort()).toEqual([
        'DELETE /admin/stock-locations/sloc_1',
        'GET /admin/inventory-items',
        'GET /admin/products',
      ]),
    );
  });
});
