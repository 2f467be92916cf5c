import { Button, Section } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { Entry } from './after-sales-entry.tsx';
import { ClaimActions } from './claim-actions.tsx';
import { CreateClaimDialog } from './create-claim-dialog.tsx';
import { CreateSwapDialog } from './create-swap-dialog.tsx';
import { type Order, orderActions } from './order-state.ts';
import { AfterSalesBadge } from './order-status-badge.tsx';
import { SwapActions } from './swap-actions.tsx';
import { useOrderMoney } from './use-order-money.ts';

/** The order's swaps: what comes back, what goes out, the difference and their states. */
export function OrderSwaps({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const money = useOrderMoney(order.currency_code);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const swaps = order.swaps ?? [];
  const titleOf = (id: string) => order.items?.find((l) => l.id === id)?.title ?? id;
  const [creating, setCreating] = useState(false);
  const { can } = usePermissions();
  // A swap sends new items, picked from the catalogue: it takes reading products too.
  const canCreate = can('orders:write') && can('products:read');
  return (
    <Section
      title={t('swaps.title')}
      actions={
        canCreate &&
        orderActions(order).requestReturn && (
          <Button size="small" variant="secondary" onClick={() => setCreating(true)}>
            {t('swaps.create.button')}
          </Button>
        )
      }
    >
      <CreateSwapDialog order={order} open={creating} onClose={() => setCreating(false)} />
      {swaps.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('swaps.none')}</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm">
          {swaps.map((swap, index) => (
            <Entry
              key={swap.id}
              name={t('swaps.name', {
                number: index + 1,
                date: dates.format(new Date(swap.created_at)),
              })}
              badges={
                <>
                  <AfterSalesBadge
                    state={swap.fulfillment_status}
                    label={t('badges.fulfillmentStatus')}
                  />
                  <AfterSalesBadge state={swap.payment_status} label={t('badges.paymentStatus')} />
                </>
              }
            >
              <p className="text-muted-foreground">
                {t('swaps.back', {
                  items: (swap.return_order?.items ?? [])
                    .map((i) => t('lineCount', { quantity: i.quantity, title: titleOf(i.item_id) }))
                    .join(', '),
                })}
              </p>
              <p className="text-muted-foreground">
                {t('swaps.out', {
                  items: (swap.additional_items ?? [])
                    .map((i) => t('lineCount', { quantity: i.quantity, title: i.title }))
                    .join(', '),
                })}
              </p>
              <p>
                {t('swaps.difference', { amount: money(swap.difference_due ?? 0) })} ·{' '}
                {swap.canceled_at
                  ? t('swaps.canceled')
                  : swap.confirmed_at
                    ? t('swaps.confirmed')
                    : t('swaps.unconfirmed')}
              </p>
              <Allowed permission="orders:write">
                <SwapActions
                  orderId={order.id}
                  currencyCode={order.currency_code}
                  swap={swap}
                  name={t('swaps.name', {
                    number: index + 1,
                    date: dates.format(new Date(swap.created_at)),
                  })}
                />
              </Allowed>
            </Entry>
          ))}
        </ol>
      )}
    </Section>
  );
}

/** The order's claims: the claimed units and why, refund or replacement, their states. */
export function OrderClaims({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const money = useOrderMoney(order.currency_code);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const claims = order.claims ?? [];
  const titleOf = (id: string) => order.items?.find((l) => l.id === id)?.title ?? id;
  const [creating, setCreating] = useState(false);
  return (
    <Section
      title={t('claims.title')}
      actions={
        orderActions(order).requestReturn && (
          <Allowed permission="orders:write">
            <Button size="small" variant="secondary" onClick={() => setCreating(true)}>
              {t('claims.create.button')}
            </Button>
          </Allowed>
        )
      }
    >
      <CreateClaimDialog order={order} open={creating} onClose={() => setCreating(false)} />
      {claims.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('claims.none')}</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm">
          {claims.map((claim, index) => (
            <Entry
              key={claim.id}
              name={t('claims.name', {
                number: index + 1,
                date: dates.format(new Date(claim.created_at)),
              })}
              badges={
                <>
                  <AfterSalesBadge
                    state={claim.fulfillment_status}
                    label={t('badges.fulfillmentStatus')}
                  />
                  <AfterSalesBadge state={claim.payment_status} label={t('badges.paymentStatus')} />
                </>
              }
            >
              <p>{t(`claims.types.${claim.type}`)}</p>
              <ul className="text-muted-foreground">
                {(claim.claim_items ?? []).map((item) => (
                  <li key={item.id}>
                    {t('lineCount', { quantity: item.quantity, title: titleOf(item.item_id) })} —{' '}
                    {t(`claims.reasons.${item.reason}`)}
                  </li>
                ))}
              </ul>
              {claim.type === 'refund' && (
                <p>{t('claims.refund', { amount: money(claim.refund_amount ?? 0) })}</p>
              )}
              {claim.type === 'replace' && (claim.additional_items ?? []).length > 0 && (
                <p className="text-muted-foreground">
                  {t('claims.out', {
                    items: (claim.additional_items ?? [])
                      .map((i) => t('lineCount', { quantity: i.quantity, title: i.title }))
                      .join(', '),
                  })}
                </p>
              )}
              {(claim.fulfillments ?? [])
                .filter((f) => (f.tracking_numbers ?? []).length > 0)
                .map((f) => (
                  <p key={f.id}>
                    {t('fulfillments.tracking', { numbers: f.tracking_numbers?.join(', ') })}
                  </p>
                ))}
              {claim.canceled_at && <p>{t('claims.canceled')}</p>}
              <Allowed permission="orders:write">
                <ClaimActions
                  orderId={order.id}
                  claim={claim}
                  titleOf={titleOf}
                  name={t('claims.name', {
                    number: index + 1,
                    date: dates.format(new Date(claim.created_at)),
                  })}
                />
              </Allowed>
            </Entry>
          ))}
        </ol>
      )}
    </Section>
  );
}
