import { useAdminCapturePayment, useAdminGetPayment } from '@commerce/client/admin/payments';
import { Button } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';
import { PaymentRefundDialog } from './payment-refund-dialog.tsx';
import { useOrderMoney } from './use-order-money.ts';

export interface CollectionPaymentProps {
  paymentId: string;
  /** Called after a capture or refund, so the collection is read again. */
  onChange: () => void;
}

/**
 * One payment of a payment collection, read on its own (`GET /admin/payments/{id}`): its
 * provider, amount, capture and refunds; capture it once authorized, refund what is left.
 */
export function CollectionPayment({ paymentId, onChange }: CollectionPaymentProps) {
  const { t, i18n } = useTranslation('orders');
  const query = useAdminGetPayment({ id: paymentId });
  const capture = useAdminCapturePayment({ id: paymentId });
  const [action, setAction] = useState<'capture' | 'refund'>();
  const payment = query.data?.payment;
  const money = useOrderMoney(payment?.currency_code ?? 'eur');
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  if (query.isPending) {
    return <li className="text-muted-foreground">{t('loading')}</li>;
  }
  if (query.isError || !payment) {
    return (
      <li role="alert" className="text-danger">
        {t('loadFailed')}
      </li>
    );
  }
  const refundable = payment.amount - payment.amount_refunded;
  const name = t('collection.payment.name', { provider: payment.provider_id });
  const changed = () => {
    void query.refetch();
    onChange();
  };
  return (
    <li aria-label={name} className="flex flex-col gap-1 rounded-md border border-border p-2">
      <p className="flex flex-wrap justify-between gap-2">
        <span className="font-medium">{payment.provider_id}</span>
        <span className="tabular-nums">{money(payment.amount)}</span>
      </p>
      <p className="text-xs text-muted-foreground">
        {payment.canceled_at
          ? t('payments.canceledAt', { date: dates.format(new Date(payment.canceled_at)) })
          : payment.captured_at
            ? t('payments.capturedAt', { date: dates.format(new Date(payment.captured_at)) })
            : t('payments.notCaptured')}
        {payment.amount_refunded > 0 &&
          ` · ${t('payments.refundedAmount', { amount: money(payment.amount_refunded) })}`}
      </p>
      <Allowed permission="orders:write">
        <div className="flex flex-wrap gap-2">
          {!payment.captured_at && !payment.canceled_at && (
            <Button
              size="small"
              onClick={() => setAction('capture')}
              aria-label={t('named', { action: t('payments.capture'), name })}
            >
              {t('payments.capture')}
            </Button>
          )}
          {payment.captured_at && refundable > 0 && (
            <Button
              size="small"
              variant="secondary"
              onClick={() => setAction('refund')}
              aria-label={t('named', { action: t('payments.refund'), name })}
            >
              {t('payments.refund')}
            </Button>
          )}
        </div>
      </Allowed>
      <ConfirmActionDialog
        open={action === 'capture'}
        onClose={() => setAction(undefined)}
        run={async () => {
          await capture.mutateAsync();
          changed();
        }}
        isPending={capture.isPending}
        title={t('payments.captureTitle')}
        description={t('payments.captureDescription', { amount: money(payment.amount) })}
        confirmLabel={t('payments.capture')}
        done={t('payments.captured')}
        tone="primary"
      />
      {action === 'refund' && (
        <PaymentRefundDialog
          payment={payment}
          onClose={() => setAction(undefined)}
          onRefunded={changed}
        />
      )}
    </li>
  );
}
