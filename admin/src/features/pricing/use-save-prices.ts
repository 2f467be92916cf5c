import {
  useAdminAddPriceListPrices,
  useAdminRemovePriceListPrices,
} from '@commerce/client/admin/price-lists';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import type { GridEdits } from '../../lib/grid/use-grid-edits.ts';
import { type PriceRow, priceSave } from './price-grid-model.ts';
import type { PriceList } from './price-list-format.ts';

export type SaveOutcome = { ok: true; count: number } | { ok: false; message: string };

/**
 * One Save of the grid through the list's price operations: the new and changed prices in
 * one batch, the cleared ones removed in another. A refusal keeps every changed cell edited,
 * with the server's reason on it.
 */
export function useSavePrices(list: PriceList, edits: GridEdits<PriceRow>) {
  const { i18n } = useTranslation();
  const add = useAdminAddPriceListPrices({ id: list.id });
  const remove = useAdminRemovePriceListPrices({ id: list.id });
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const keys = edits.changes.map((change) => change.key);

  const save = async () => {
    const { upserts, removals } = priceSave(edits.changes, list.prices ?? []);
    setOutcome(null);
    try {
      // The hooks read the list back before answering, so no cell shows its old value.
      if (upserts.length > 0) await add.mutateAsync({ prices: upserts });
      if (removals.length > 0) await remove.mutateAsync({ price_ids: removals });
    } catch (error) {
      const message = serverErrorMessage(error, i18n.t);
      edits.settle([], new Map(keys.map((key) => [key, message])));
      setOutcome({ ok: false, message });
      return;
    }
    edits.settle(keys, new Map());
    setOutcome({ ok: true, count: keys.length });
  };

  return {
    save,
    isSaving: add.isPending || remove.isPending,
    outcome,
    dismiss: () => setOutcome(null),
  };
}
