import {
  useAdminCancelOrderClaimFulfillment,
  useAdminCancelOrderFulfillment,
  useAdminCancelOrderSwapFulfillment,
} from '@commerce/client/admin/orders';
import { ConfirmDialog, notify } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { useOrderAction } from './use-order-action.ts';

export interface CancelFulfillmentDialogProps {
  orderId: string;
  /** For a swap's fulfillment: the swap. */
  swapId?: string | undefined;
  /** For a claim's fulfillment: the claim. */
  claimId?: string | undefined;
  /** The fulfillment to cancel; closed without one. */
  fulfillmentId: string | undefined;
  onClose: () => void;
}

/**
 * Cancels a fulfillment not yet shipped (the order's, a swap's or a claim's): its units go
 * back on the shelf, reserved again.
 */
export function CancelFulfillmentDialog({
  orderId,
  swapId,
  claimId,
  fulfillmentId,
  onClose,
}: CancelFulfillmentDialogProps) {
  const { t } = useTranslation('orders');
  const ids = { id: orderId, fulfillment_id: fulfillmentId ?? '' };
  const orderCancel = useAdminCancelOrderFulfillment(ids);
  const swapCancel = useAdminCancelOrderSwapFulfillment({ ...ids, swap_id: swapId ?? '' });
  const claimCancel = useAdminCancelOrderClaimFulfillment({ ...ids, claim_id: claimId ?? '' });
  const cancel = claimId ? claimCancel : swapId ? swapCancel : orderCancel;
  const { failure, run, reset } = useOrderAction();
  const close = () => {
    reset();
    onClose();
  };
  const confirm = async () => {
    if (await run(() => cancel.mutateAsync())) {
      notify.success(t('fulfillments.canceled'));
      close();
    }
  };
  return (
    <ConfirmDialog
      open={Boolean(fulfillmentId)}
      onClose={close}
      onConfirm={() => void confirm()}
      title={t('fulfillments.cancelTitle')}
      description={t('fulfillments.cancelDescription')}
      confirmLabel={t('fulfillments.cancel')}
      cancelLabel={t('actions.back')}
      isPending={cancel.isPending}
    >
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
