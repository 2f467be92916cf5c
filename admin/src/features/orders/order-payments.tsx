import { useAdminCaptureOrderPayment } from '@commerce/client/admin/orders';
import { Button, ConfirmDialog, notify, Section } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import type { Order } from './order-state.ts';
import { orderActions } from './order-state.ts';
import { RefundDialog } from './refund-dialog.tsx';
import { useOrderAction } from './use-order-action.ts';
import { useOrderMoney } from './use-order-money.ts';

/**
 * The order's payments and refunds, with capture and refund when the payment status allows
 * them (server/README.md, "Payment status").
 */
export function OrderPayments({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const money = useOrderMoney(order.currency_code);
  const allowed = orderActions(order);
  const [capturing, setCapturing] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const capture = useAdminCaptureOrderPayment({ id: order.id });
  const action = useOrderAction();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const payments = order.payments ?? [];
  const refunds = order.refunds ?? [];

  const closeCapture = () => {
    action.reset();
    setCapturing(false);
  };
  const confirmCapture = async () => {
    if (await action.run(() => capture.mutateAsync())) {
      notify.success(t('payments.captured'));
      closeCapture();
    }
  };

  return (
    <Section
      title={t('payments.title')}
      actions={
        <Allowed permission="orders:write">
          {allowed.capture && (
            <Button size="small" onClick={() => setCapturing(true)}>
              {t('payments.capture')}
            </Button>
          )}
          {allowed.refund && (
            <Button size="small" variant="secondary" onClick={() => setRefunding(true)}>
              {t('payments.refund')}
            </Button>
          )}
        </Allowed>
      }
    >
      {payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('payments.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {payments.map((payment) => (
            <li key={payment.id} className="rounded-md border border-border p-3">
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-medium">{payment.provider_id}</span>
                <span className="tabular-nums">{money(payment.amount)}</span>
              </p>
              <p className="text-xs text-muted-foreground">
                {payment.canceled_at
                  ? t('payments.canceledAt', { date: dates.format(new Date(payment.canceled_at)) })
                  : payment.captured_at
                    ? t('payments.capturedAt', {
                        date: dates.format(new Date(payment.captured_at)),
                      })
                    : t('payments.notCaptured')}
                {payment.amount_refunded > 0 &&
                  ` · ${t('payments.refundedAmount', { amount: money(payment.amount_refunded) })}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {refunds.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{t('payments.refunds')}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {refunds.map((refund) => (
              <li key={refund.id} className="flex flex-wrap justify-between gap-2">
                <span>
                  {t(`refund.reasons.${refund.reason}`)}
                  {refund.note && <span className="text-muted-foreground"> — {refund.note}</span>}
                </span>
                <span className="tabular-nums">
                  {money(-refund.amount)} · {dates.format(new Date(refund.created_at))}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        open={capturing}
        onClose={closeCapture}
        onConfirm={() => void confirmCapture()}
        title={t('payments.captureTitle')}
        description={t('payments.captureDescription', {
          amount: money(
            payments
              .filter((p) => !p.captured_at && !p.canceled_at)
              .reduce((s, p) => s + p.amount, 0),
          ),
        })}
        confirmLabel={t('payments.capture')}
        cancelLabel={t('actions.back')}
        tone="primary"
        isPending={capture.isPending}
      >
        {action.failure && (
          <p role="alert" className="text-sm text-danger">
            {action.failure}
          </p>
        )}
      </ConfirmDialog>
      <RefundDialog order={order} open={refunding} onClose={() => setRefunding(false)} />
    </Section>
  );
}
