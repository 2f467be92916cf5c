import {
  adminDeleteDiscountInvalidation,
  adminUpdateDiscountInvalidation,
  type InvalidationRule,
  useMedusa,
} from '@commerce/client';
import { adminDeleteDiscount, adminUpdateDiscount } from '@commerce/client/admin/discounts';
import { Button, ConfirmDialog } from '@commerce/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BulkOutcome, runForEach } from '../../lib/lists/bulk.ts';
import { refreshAfterBulk } from '../../lib/lists/refresh.ts';
import type { RowSelection } from '../../lib/lists/use-row-selection.ts';
import type { ListedDiscount } from './discount-list-query.ts';

export type DiscountBulkAction = 'enable' | 'disable' | 'delete';

export interface DiscountBulkResult {
  action: DiscountBulkAction;
  outcome: BulkOutcome<ListedDiscount>;
}

export interface DiscountBulkActionsProps {
  selected: ListedDiscount[];
  selection: RowSelection<ListedDiscount>;
  onResult: (result: DiscountBulkResult) => void;
}

/**
 * Enable, disable or delete (after a confirmation) the selected discounts, one request per
 * discount. Changed rows leave the selection; refused ones stay, with the reason shown.
 */
export function DiscountBulkActions({ selected, selection, onResult }: DiscountBulkActionsProps) {
  const { t } = useTranslation('discounts');
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<DiscountBulkAction>();
  const [confirming, setConfirming] = useState(false);

  const run = async (
    action: DiscountBulkAction,
    rule: InvalidationRule,
    request: (discount: ListedDiscount) => Promise<unknown>,
  ) => {
    setRunning(action);
    try {
      const outcome = await runForEach(selected, request);
      await refreshAfterBulk(
        queryClient,
        rule,
        outcome.succeeded.map((discount) => discount.id),
      );
      selection.setAll(outcome.succeeded, false);
      onResult({ action, outcome });
    } finally {
      setRunning(undefined);
      setConfirming(false);
    }
  };
  const setDisabled = (action: 'enable' | 'disable') =>
    run(action, adminUpdateDiscountInvalidation, (discount) =>
      adminUpdateDiscount(client, { id: discount.id }, { is_disabled: action === 'disable' }),
    );
  const remove = () =>
    run('delete', adminDeleteDiscountInvalidation, (discount) =>
      adminDeleteDiscount(client, { id: discount.id }),
    );

  const busy = running !== undefined;
  return (
    <>
      <Button
        size="small"
        onClick={() => void setDisabled('enable')}
        isLoading={running === 'enable'}
        disabled={busy}
      >
        {t('bulk.enable')}
      </Button>
      <Button
        size="small"
        variant="secondary"
        onClick={() => void setDisabled('disable')}
        isLoading={running === 'disable'}
        disabled={busy}
      >
        {t('bulk.disable')}
      </Button>
      <Button size="small" variant="danger" onClick={() => setConfirming(true)} disabled={busy}>
        {t('bulk.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void remove()}
        isPending={running === 'delete'}
        title={t('bulk.deleteTitle', { count: selected.length })}
        description={t('bulk.deleteDescription')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
      />
    </>
  );
}
