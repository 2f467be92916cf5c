import { Button } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Allowed, ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import type { Order } from './order-state.ts';
import { orderActions } from './order-state.ts';
import { OrderStateBadge } from './order-status-badge.tsx';
import { OrderStatusDialog, type StatusAction } from './order-status-dialog.tsx';

/**
 * The order's heading: its number, when it was placed, its three states, and the status
 * actions the state table allows (complete, cancel, archive), each confirmed first; for a
 * role that cannot change orders, the note saying why the page has no actions.
 */
export function OrderSummary({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const [action, setAction] = useState<StatusAction>();
  const allowed = orderActions(order);
  // Medium, as everywhere else: the long date with a time joins them with a word of its own
  // ("at", Tamil "அன்று"), which the translated "Placed on {{date}}" already says.
  const placed = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(order.created_at));
  const offered = (['complete', 'cancel', 'archive'] as const).filter((a) => allowed[a]);

  return (
    <div className="flex flex-col gap-2">
      <Link to="/a/orders" className="text-sm text-primary hover:underline">
        {t('detail.back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">{t('number', { number: order.display_id })}</h1>
          <p className="text-sm text-muted-foreground">{t('detail.placed', { date: placed })}</p>
        </div>
        {offered.length > 0 && (
          <Allowed permission="orders:write">
            <div className="flex flex-wrap gap-2">
              {offered.map((a) => (
                <Button
                  key={a}
                  variant={a === 'complete' ? 'primary' : 'secondary'}
                  onClick={() => setAction(a)}
                >
                  {t(`summary.${a}.button`)}
                </Button>
              ))}
            </div>
          </Allowed>
        )}
      </div>
      <ul aria-label={t('detail.states')} className="flex flex-wrap gap-x-5 gap-y-1">
        <li>
          <OrderStateBadge kind="status" value={order.status} labelled />
        </li>
        <li>
          <OrderStateBadge kind="paymentStatus" value={order.payment_status} labelled />
        </li>
        <li>
          <OrderStateBadge kind="fulfillmentStatus" value={order.fulfillment_status} labelled />
        </li>
      </ul>
      {/* One note for the whole page: every change action below is the orders area's. */}
      <ReadOnlyNotice permission="orders:write" />
      <OrderStatusDialog
        orderId={order.id}
        displayId={order.display_id}
        action={action}
        onClose={() => setAction(undefined)}
      />
    </div>
  );
}
