import { ConfirmDialog, notify } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { useOrderAction } from './use-order-action.ts';

export interface ConfirmActionDialogProps {
  open: boolean;
  onClose: () => void;
  /** The request; its refusal is shown in the dialog, which then stays open. */
  run: () => Promise<unknown>;
  title: string;
  description: string;
  confirmLabel: string;
  /** Said once it is done. */
  done: string;
  tone?: 'danger' | 'primary';
  isPending: boolean;
}

/** Asks before one order action with no fields (fulfil a swap, confirm an edit…). */
export function ConfirmActionDialog({
  open,
  onClose,
  run,
  done,
  ...dialog
}: ConfirmActionDialogProps) {
  const { t } = useTranslation('orders');
  const action = useOrderAction();
  const close = () => {
    action.reset();
    onClose();
  };
  const confirm = async () => {
    if (await action.run(run)) {
      notify.success(done);
      close();
    }
  };
  return (
    <ConfirmDialog
      {...dialog}
      open={open}
      onClose={close}
      onConfirm={() => void confirm()}
      cancelLabel={t('actions.back')}
    >
      {action.failure && (
        <p role="alert" className="text-sm text-danger">
          {action.failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
