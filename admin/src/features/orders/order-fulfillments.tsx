import { Button, Section } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import { CancelFulfillmentDialog } from './cancel-fulfillment-dialog.tsx';
import { CreateFulfillmentDialog } from './create-fulfillment-dialog.tsx';
import { type Order, type OrderFulfillment, orderActions } from './order-state.ts';
import { ShipFulfillmentDialog } from './ship-fulfillment-dialog.tsx';

/**
 * The order's fulfillments: what each holds, where it stands, its tracking numbers; create
 * one, mark one shipped or cancel one, when the fulfillment status allows it.
 */
export function OrderFulfillments({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const allowed = orderActions(order);
  const [creating, setCreating] = useState(false);
  const [shipping, setShipping] = useState<string>();
  const [canceling, setCanceling] = useState<string>();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const fulfillments = order.fulfillments ?? [];
  const titleOf = (itemId: string) =>
    order.items?.find((line) => line.id === itemId)?.title ?? itemId;
  const stateOf = (f: OrderFulfillment) =>
    f.canceled_at
      ? t('fulfillments.canceledAt', { date: dates.format(new Date(f.canceled_at)) })
      : f.shipped_at
        ? t('fulfillments.shippedAt', { date: dates.format(new Date(f.shipped_at)) })
        : t('fulfillments.notShipped');

  return (
    <Section
      title={t('fulfillments.title')}
      actions={
        allowed.fulfil && (
          <Allowed permission="orders:write">
            <Button size="small" onClick={() => setCreating(true)}>
              {t('fulfillments.create')}
            </Button>
          </Allowed>
        )
      }
    >
      {fulfillments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('fulfillments.none')}</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm">
          {fulfillments.map((f, index) => {
            const name = t('fulfillments.name', { number: index + 1 });
            return (
              <li
                key={f.id}
                aria-label={name}
                className="flex flex-col gap-2 rounded-md border border-border p-3"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{name}</span>
                  <span className="text-xs text-muted-foreground">{stateOf(f)}</span>
                </div>
                <ul className="text-muted-foreground">
                  {(f.items ?? []).map((item) => (
                    <li key={item.item_id}>
                      {t('fulfillments.item', {
                        quantity: item.quantity,
                        title: titleOf(item.item_id),
                      })}
                    </li>
                  ))}
                </ul>
                {(f.tracking_numbers ?? []).length > 0 && (
                  <p>{t('fulfillments.tracking', { numbers: f.tracking_numbers?.join(', ') })}</p>
                )}
                {allowed.ship(f) && allowed.cancelFulfillment(f) && (
                  <Allowed permission="orders:write">
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="small"
                        onClick={() => setShipping(f.id)}
                        aria-label={t('named', { action: t('fulfillments.ship'), name })}
                      >
                        {t('fulfillments.ship')}
                      </Button>
                      <Button
                        size="small"
                        variant="danger"
                        onClick={() => setCanceling(f.id)}
                        aria-label={t('named', { action: t('fulfillments.cancel'), name })}
                      >
                        {t('fulfillments.cancel')}
                      </Button>
                    </div>
                  </Allowed>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <CreateFulfillmentDialog order={order} open={creating} onClose={() => setCreating(false)} />
      <ShipFulfillmentDialog
        orderId={order.id}
        fulfillmentId={shipping}
        onClose={() => setShipping(undefined)}
      />
      <CancelFulfillmentDialog
        orderId={order.id}
        fulfillmentId={canceling}
        onClose={() => setCanceling(undefined)}
      />
    </Section>
  );
}
