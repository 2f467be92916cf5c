import {
  useAdminDeleteDraftOrder,
  useAdminPayDraftOrder,
} from '@commerce/client/admin/draft-orders';
import { Button, ConfirmDialog, notify } from '@commerce/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import type { DraftOrderDetailData } from './draft-order-detail-types.ts';

/**
 * An open draft's two actions: "Mark as paid" (the money was taken outside the store; the
 * draft becomes an order, which then opens) and "Delete". Each asks first, and a refusal of
 * the server (no items, no shipping method…) is shown in the dialog.
 */
export function DraftOrderActions({ draft }: { draft: DraftOrderDetailData }) {
  const { t, i18n } = useTranslation('draft-orders');
  const navigate = useNavigate();
  const [asking, setAsking] = useState<'pay' | 'delete'>();
  const pay = useAdminPayDraftOrder({ id: draft.id });
  const remove = useAdminDeleteDraftOrder({ id: draft.id });
  const mutation = asking === 'delete' ? remove : pay;
  const close = () => {
    pay.reset();
    remove.reset();
    setAsking(undefined);
  };

  const confirm = () => {
    if (asking === 'pay') {
      pay.mutate(undefined, {
        onSuccess: ({ order }) => {
          notify.success(t('pay.done', { number: order.display_id }));
          setAsking(undefined);
          void navigate({ to: '/a/orders/$id', params: { id: order.id } });
        },
      });
    } else {
      remove.mutate(undefined, {
        onSuccess: () => {
          notify.success(t('delete.done', { number: draft.display_id }));
          setAsking(undefined);
          void navigate({ to: '/a/draft-orders' });
        },
      });
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking('delete')}>
        {t('delete.button')}
      </Button>
      <Button onClick={() => setAsking('pay')}>{t('pay.button')}</Button>
      <ConfirmDialog
        open={asking !== undefined}
        onClose={close}
        onConfirm={confirm}
        tone={asking === 'delete' ? 'danger' : 'primary'}
        title={asking === 'delete' ? t('delete.title') : t('pay.title')}
        description={asking === 'delete' ? t('delete.description') : t('pay.description')}
        confirmLabel={asking === 'delete' ? t('delete.confirm') : t('pay.confirm')}
        cancelLabel={t('cancel')}
        isPending={mutation.isPending}
      >
        {mutation.isError && (
          <p role="alert" className="text-sm text-danger">
            {serverErrorMessage(mutation.error, i18n.t)}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
