import { Section } from '@commerce/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditActions, StartEditAction } from './edit-actions.tsx';
import type { Order } from './order-state.ts';
import { AfterSalesBadge } from './order-status-badge.tsx';
import { SwapActions } from './swap-actions.tsx';
import { useOrderMoney } from './use-order-money.ts';

function Entry({
  name,
  badges,
  children,
}: {
  name: string;
  badges: ReactNode;
  children: ReactNode;
}) {
  return (
    <li aria-label={name} className="flex flex-col gap-1.5 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{name}</span>
        <span className="flex flex-wrap gap-3">{badges}</span>
      </div>
      {children}
    </li>
  );
}

/** The order's swaps: what comes back, what goes out, the difference and their states. */
export function OrderSwaps({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const money = useOrderMoney(order.currency_code);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const swaps = order.swaps ?? [];
  const titleOf = (id: string) => order.items?.find((l) => l.id === id)?.title ?? id;
  return (
    <Section title={t('swaps.title')}>
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
              <SwapActions
                orderId={order.id}
                currencyCode={order.currency_code}
                swap={swap}
                name={t('swaps.name', {
                  number: index + 1,
                  date: dates.format(new Date(swap.created_at)),
                })}
              />
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
  return (
    <Section title={t('claims.title')}>
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
              {claim.canceled_at && <p>{t('claims.canceled')}</p>}
            </Entry>
          ))}
        </ol>
      )}
    </Section>
  );
}

/** The order's edits: their status, the changes they hold and the difference due. */
export function OrderEdits({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const money = useOrderMoney(order.currency_code);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const edits = order.edits ?? [];
  return (
    <Section title={t('edits.title')} actions={<StartEditAction order={order} />}>
      {edits.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('edits.none')}</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm">
          {edits.map((edit, index) => (
            <Entry
              key={edit.id}
              name={t('edits.name', {
                number: index + 1,
                date: dates.format(new Date(edit.created_at)),
              })}
              badges={<AfterSalesBadge state={edit.status} />}
            >
              <p>
                {t('edits.changes', { number: edit.changes?.length ?? 0 })} ·{' '}
                {t('edits.difference', { amount: money(edit.difference_due) })}
              </p>
              {edit.internal_note && <p className="text-muted-foreground">{edit.internal_note}</p>}
              {edit.declined_reason && (
                <p className="text-muted-foreground">
                  {t('edits.declinedReason', { reason: edit.declined_reason })}
                </p>
              )}
              <EditActions
                edit={edit}
                name={t('edits.name', {
                  number: index + 1,
                  date: dates.format(new Date(edit.created_at)),
                })}
              />
            </Entry>
          ))}
        </ol>
      )}
    </Section>
  );
}
