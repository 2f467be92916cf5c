import { useAdminCancelReturn } from '@commerce/client/admin/returns';
import { ConfirmDialog, notify } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { useOrderAction } from './use-order-action.ts';

export interface CancelReturnDialogProps {
  /** The requested return to cancel; closed without one. */
  returnId: string | undefined;
  onClose: () => void;
}

/** Cancels a return still requested: its units may be returned again later. */
export function CancelReturnDialog({ returnId, onClose }: CancelReturnDialogProps) {
  const { t } = useTranslation('orders');
  const cancel = useAdminCancelReturn({ id: returnId ?? '' });
  const { failure, run, reset } = useOrderAction();
  const close = () => {
    reset();
    onClose();
  };
  const confirm = async () => {
    if (await run(() => cancel.mutateAsync())) {
      notify.success(t('returns.canceled'));
      close();
    }
  };
  return (
    <ConfirmDialog
      open={Boolean(returnId)}
      onClose={close}
      onConfirm={() => void confirm()}
      title={t('returns.cancelTitle')}
      description={t('returns.cancelDescription')}
      confirmLabel={t('returns.cancel')}
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
