import { adminDeleteInventoryItemInvalidation, useMedusa } from '@commerce/client';
import { adminDeleteInventoryItem } from '@commerce/client/admin/inventory-items';
import { Button, ConfirmDialog } from '@commerce/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BulkOutcome, runForEach } from '../../lib/lists/bulk.ts';
import { refreshAfterBulk } from '../../lib/lists/refresh.ts';
import type { RowSelection } from '../../lib/lists/use-row-selection.ts';
import { AdjustStockDialog } from './adjust-stock-dialog.tsx';
import type { InventoryItem } from './inventory-list-query.ts';

export interface InventoryBulkResult {
  action: 'adjust' | 'delete';
  outcome: BulkOutcome<InventoryItem>;
}

export interface InventoryBulkActionsProps {
  selected: InventoryItem[];
  selection: RowSelection<InventoryItem>;
  onResult: (result: InventoryBulkResult) => void;
}

/** Adjust the stock of the selected items at a location, or delete them after confirming. */
export function InventoryBulkActions({ selected, selection, onResult }: InventoryBulkActionsProps) {
  const { t } = useTranslation('inventory');
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const [adjusting, setAdjusting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const finish = (action: InventoryBulkResult['action'], outcome: BulkOutcome<InventoryItem>) => {
    selection.setAll(outcome.succeeded, false);
    onResult({ action, outcome });
  };
  const remove = async () => {
    setDeleting(true);
    try {
      const outcome = await runForEach(selected, (item) =>
        adminDeleteInventoryItem(client, { id: item.id }),
      );
      await refreshAfterBulk(
        queryClient,
        adminDeleteInventoryItemInvalidation,
        outcome.succeeded.map((item) => item.id),
      );
      finish('delete', outcome);
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Button size="small" onClick={() => setAdjusting(true)}>
        {t('adjust.action')}
      </Button>
      <Button size="small" variant="danger" onClick={() => setConfirming(true)}>
        {t('actions.delete')}
      </Button>
      <AdjustStockDialog
        open={adjusting}
        onClose={() => setAdjusting(false)}
        items={selected}
        onDone={(outcome) => finish('adjust', outcome)}
      />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void remove()}
        isPending={deleting}
        title={t('items.deleteManyTitle', { count: selected.length })}
        description={t('items.deleteDescription')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
      />
    </>
  );
}
