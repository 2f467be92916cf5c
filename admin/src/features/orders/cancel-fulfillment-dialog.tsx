import { useAdminCancelOrderFulfillment } from '@commerce/client/admin';
import { ConfirmDialog, notify } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { useOrderAction } from './use-order-action.ts';

export interface CancelFulfillmentDialogProps {
  orderId: string;
  /** The fulfillment to cancel; closed without one. */
  fulfillmentId: string | undefined;
  onClose: () => void;
}

/** Cancels a fulfillment not yet shipped: its units go back on the shelf, reserved again. */
export function CancelFulfillmentDialog({
  orderId,
  fulfillmentId,
  onClose,
}: CancelFulfillmentDialogProps) {
  const { t } = useTranslation('orders');
  const cancel = useAdminCancelOrderFulfillment({
    id: orderId,
    fulfillment_id: fulfillmentId ?? '',
  });
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
