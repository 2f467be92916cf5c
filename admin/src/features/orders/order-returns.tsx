import { Button, Section } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import { CancelReturnDialog } from './cancel-return-dialog.tsx';
import { type Order, type OrderReturn, orderActions } from './order-state.ts';
import { AfterSalesBadge } from './order-status-badge.tsx';
import { ReceiveReturnDialog } from './receive-return-dialog.tsx';
import { RequestReturnDialog } from './request-return-dialog.tsx';
import { useOrderMoney } from './use-order-money.ts';

/**
 * The order's returns (its own, and those of its swaps and claims): what comes back, the
 * refund, where each stands; request one, receive or cancel a requested one.
 */
export function OrderReturns({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const money = useOrderMoney(order.currency_code);
  const allowed = orderActions(order);
  const [requesting, setRequesting] = useState(false);
  const [receiving, setReceiving] = useState<OrderReturn>();
  const [canceling, setCanceling] = useState<string>();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const returns = order.returns ?? [];
  const titleOf = (itemId: string) =>
    order.items?.find((line) => line.id === itemId)?.title ?? itemId;

  return (
    <Section
      title={t('returns.title')}
      actions={
        allowed.requestReturn && (
          <Allowed permission="orders:write">
            <Button size="small" variant="secondary" onClick={() => setRequesting(true)}>
              {t('returns.request')}
            </Button>
          </Allowed>
        )
      }
    >
      {returns.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('returns.none')}</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm">
          {returns.map((r, index) => {
            const name = t('returns.name', { number: index + 1 });
            return (
              <li
                key={r.id}
                aria-label={name}
                className="flex flex-col gap-2 rounded-md border border-border p-3"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">
                    {name}
                    {r.swap_id && ` · ${t('returns.forSwap')}`}
                    {r.claim_order_id && ` · ${t('returns.forClaim')}`}
                  </span>
                  <AfterSalesBadge state={r.status} />
                </div>
                <ul className="text-muted-foreground">
                  {(r.items ?? []).map((item) => (
                    <li key={item.item_id}>
                      {t('returns.item', { quantity: item.quantity, title: titleOf(item.item_id) })}
                      {item.reason && ` — ${item.reason.label}`}
                    </li>
                  ))}
                </ul>
                <p>
                  {t('returns.refund', { amount: money(r.refund_amount) })}
                  {r.shipping_method &&
                    ` · ${t('returns.shippingPrice', { amount: money(r.shipping_method.price) })}`}
                  {r.received_at &&
                    ` · ${t('returns.receivedAt', { date: dates.format(new Date(r.received_at)) })}`}
                </p>
                {allowed.receiveReturn(r) && (
                  <Allowed permission="orders:write">
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="small"
                        onClick={() => setReceiving(r)}
                        aria-label={t('named', { action: t('returns.receive'), name })}
                      >
                        {t('returns.receive')}
                      </Button>
                      {allowed.cancelReturn(r) && (
                        <Button
                          size="small"
                          variant="danger"
                          onClick={() => setCanceling(r.id)}
                          aria-label={t('named', { action: t('returns.cancel'), name })}
                        >
                          {t('returns.cancel')}
                        </Button>
                      )}
                    </div>
                  </Allowed>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <RequestReturnDialog order={order} open={requesting} onClose={() => setRequesting(false)} />
      <ReceiveReturnDialog
        order={order}
        orderReturn={receiving}
        onClose={() => setReceiving(undefined)}
      />
      <CancelReturnDialog returnId={canceling} onClose={() => setCanceling(undefined)} />
    </Section>
  );
}
