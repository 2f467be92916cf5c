import {
  useAdminArchiveOrder,
  useAdminCancelOrder,
  useAdminCompleteOrder,
} from '@commerce/client/admin/orders';
import { ConfirmDialog, notify } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { useOrderAction } from './use-order-action.ts';

export type StatusAction = 'complete' | 'cancel' | 'archive';

export interface OrderStatusDialogProps {
  orderId: string;
  displayId: number;
  /** The action being confirmed; the dialog is closed without one. */
  action: StatusAction | undefined;
  onClose: () => void;
}

/**
 * Asks before moving the order's status (complete, cancel, archive: none can be undone) and
 * shows the server's refusal in the dialog when it says no.
 */
export function OrderStatusDialog({ orderId, displayId, action, onClose }: OrderStatusDialogProps) {
  const { t } = useTranslation('orders');
  const complete = useAdminCompleteOrder({ id: orderId });
  const cancel = useAdminCancelOrder({ id: orderId });
  const archive = useAdminArchiveOrder({ id: orderId });
  const mutation = { complete, cancel, archive }[action ?? 'complete'];
  const { failure, run, reset } = useOrderAction();
  const close = () => {
    reset();
    onClose();
  };
  const confirm = async () => {
    if (!action) return;
    if (await run(() => mutation.mutateAsync())) {
      notify.success(t(`summary.${action}.done`, { number: displayId }));
      close();
    }
  };
  const shown = action ?? 'complete';
  return (
    <ConfirmDialog
      open={Boolean(action)}
      onClose={close}
      onConfirm={() => void confirm()}
      title={t(`summary.${shown}.title`, { number: displayId })}
      description={t(`summary.${shown}.description`)}
      confirmLabel={t(`summary.${shown}.confirm`)}
      cancelLabel={t('actions.back')}
      tone={shown === 'complete' ? 'primary' : 'danger'}
      isPending={mutation.isPending}
    >
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
