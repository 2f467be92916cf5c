import { useMedusa } from '@commerce/client';
import {
  adminCreateInventoryItemLocationLevel,
  adminUpdateInventoryItemLocationLevel,
} from '@commerce/client/admin/inventory-items';
import { adminUpdateProductVariant } from '@commerce/client/admin/products';
import { adminGetVariantInventoryQueryOptions } from '@commerce/client/admin/variants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import type { GridEdits } from '../../lib/grid/use-grid-edits.ts';
import type { Variant } from './grid-columns.ts';
import { savePlan, type VariantSave } from './save-plan.ts';
import type { VariantStock } from './use-variant-stock.ts';

/** Variants saved at once: quick for hundreds of variants, gentle on the server. */
const AT_ONCE = 4;

export interface SaveSummary {
  saved: number;
  /** Each refused variant with the server's message; its cells keep their edits. */
  refused: { title: string; message: string }[];
}

/**
 * One Save: only the changed cells, variant by variant (its prices in one
 * `AdminUpdateProductVariant`, then its stock levels), with progress. Saved cells take the
 * server's values; a refused variant's cells stay edited and show the server's message.
 */
export function useSaveGrid(
  productId: string,
  edits: GridEdits<Variant>,
  stock: ReadonlyMap<string, VariantStock>,
) {
  const { i18n } = useTranslation();
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [summary, setSummary] = useState<SaveSummary | null>(null);

  const saveVariant = async (plan: VariantSave) => {
    const ids = { id: productId, variant_id: plan.variant.id };
    if (plan.prices) await adminUpdateProductVariant(client, ids, { prices: plan.prices });
    for (const level of plan.stock) {
      const body = { stocked_quantity: level.units };
      if (level.exists) {
        await adminUpdateInventoryItemLocationLevel(
          client,
          { id: level.itemId, location_id: level.location_id },
          body,
        );
      } else {
        await adminCreateInventoryItemLocationLevel(
          client,
          { id: level.itemId },
          { location_id: level.location_id, ...body },
        );
      }
    }
  };

  const save = async (): Promise<SaveSummary> => {
    const plans = savePlan(edits.changes, stock);
    const saved: string[] = [];
    const refused = new Map<string, string>();
    const outcome: SaveSummary = { saved: 0, refused: [] };
    let done = 0;
    setSummary(null);
    setProgress({ done, total: plans.length });
    const queue = [...plans];
    const worker = async () => {
      for (let plan = queue.shift(); plan; plan = queue.shift()) {
        try {
          await saveVariant(plan);
          saved.push(...plan.keys);
          outcome.saved += 1;
        } catch (error) {
          const message = serverErrorMessage(error, i18n.t);
          for (const key of plan.keys) refused.set(key, message);
          outcome.refused.push({ title: plan.variant.title, message });
        }
        done += 1;
        setProgress({ done, total: plans.length });
      }
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, plans.length) }, worker));
    // Read the saved values back before the edits go, so no cell shows its old value.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'detail', productId] }),
      ...plans
        .filter((plan) => plan.stock.length > 0)
        .map((plan) =>
          queryClient.invalidateQueries({
            queryKey: adminGetVariantInventoryQueryOptions(client, { id: plan.variant.id })
              .queryKey,
          }),
        ),
    ]);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'products', 'list'] });
    edits.settle(saved, refused);
    setProgress(null);
    setSummary(outcome);
    return outcome;
  };

  return { save, progress, summary, dismiss: () => setSummary(null) };
}
