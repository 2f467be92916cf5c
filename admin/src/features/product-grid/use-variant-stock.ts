import { useMedusa } from '@commerce/client';
import { adminGetVariantInventoryQueryOptions } from '@commerce/client/admin/variants';
import { useQueries } from '@tanstack/react-query';
import type { Variant } from './grid-columns.ts';

/** A managed variant's inventory item and its stocked units per location. */
export interface VariantStock {
  itemId: string;
  levels: ReadonlyMap<string, number>;
}

/**
 * The stock per location of each variant that manages inventory. The API reads it per
 * variant (`GET /admin/variants/{id}/inventory`; product reads do not expand inventory
 * items), so a product with many variants makes as many requests, cached per variant.
 */
export function useVariantStock(variants: readonly Variant[]) {
  const { client } = useMedusa();
  const managed = variants.filter((variant) => variant.manage_inventory);
  return useQueries({
    queries: managed.map((variant) =>
      adminGetVariantInventoryQueryOptions(client, { id: variant.id }),
    ),
    combine: (results) => {
      const stock = new Map<string, VariantStock>();
      results.forEach((result, index) => {
        const item = result.data?.variant.inventory[0];
        const variant = managed[index];
        if (!item || !variant) return;
        stock.set(variant.id, {
          itemId: item.id,
          levels: new Map(item.location_levels.map((l) => [l.location_id, l.stocked_quantity])),
        });
      });
      return {
        stock,
        isPending: results.some((result) => result.isPending),
        error: results.find((result) => result.error)?.error ?? null,
      };
    },
  });
}
