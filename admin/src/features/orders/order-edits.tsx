import { Section } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import { ActiveEdit } from './active-edit.tsx';
import { Entry } from './after-sales-entry.tsx';
import { EditActions, StartEditAction } from './edit-actions.tsx';
import { EditPaymentCollection } from './edit-payment-collection.tsx';
import { OrderEditHistory } from './order-edit-history.tsx';
import type { Order } from './order-state.ts';
import { AfterSalesBadge } from './order-status-badge.tsx';
import { useOrderMoney } from './use-order-money.ts';

/**
 * The order's edits: their status, the changes they hold, the difference due and the
 * payment collection that asks for it; below, every edit's history and internal note.
 */
export function OrderEdits({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const money = useOrderMoney(order.currency_code);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const edits = order.edits ?? [];
  const name = (edit: (typeof edits)[number], index: number) =>
    t('edits.name', { number: index + 1, date: dates.format(new Date(edit.created_at)) });
  return (
    <Section
      title={t('edits.title')}
      actions={
        <Allowed permission="orders:write">
          <StartEditAction order={order} />
        </Allowed>
      }
    >
      {edits.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('edits.none')}</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm">
          {edits.map((edit, index) => (
            <Entry
              key={edit.id}
              name={name(edit, index)}
              badges={<AfterSalesBadge state={edit.status} />}
            >
              {edit.status === 'created' ? (
                <ActiveEdit order={order} editId={edit.id} name={name(edit, index)} />
              ) : (
                <p>
                  {t('edits.changes', { number: edit.changes?.length ?? 0 })} ·{' '}
                  {t('edits.difference', { amount: money(edit.difference_due) })}
                </p>
              )}
              {edit.internal_note && <p className="text-muted-foreground">{edit.internal_note}</p>}
              {edit.declined_reason && (
                <p className="text-muted-foreground">
                  {t('edits.declinedReason', { reason: edit.declined_reason })}
                </p>
              )}
              {edit.payment_collection_id && (
                <EditPaymentCollection collectionId={edit.payment_collection_id} />
              )}
              <Allowed permission="orders:write">
                <EditActions edit={edit} name={name(edit, index)} />
              </Allowed>
            </Entry>
          ))}
        </ol>
      )}
      <OrderEditHistory orderId={order.id} />
    </Section>
  );
}
