import type { MoneyRegion } from '@commerce/client';
import type { StoreGetOrderEditData } from '@commerce/client/store/order-edits';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money/use-money.ts';
import type { ShopperOrder } from '../../lib/orders/order-status.tsx';

type OrderEdit = StoreGetOrderEditData['order_edit'];
type Line = NonNullable<OrderEdit['items']>[number];

/** A line's name with its variant, as the order shows it. */
function nameOf(line: Pick<Line, 'title' | 'description'>): string {
  return line.description ? `${line.title} (${line.description})` : line.title;
}

/**
 * What the edit changes, line by line (added, quantity changed, removed), read against
 * the order as it is; then the order's total now, the new total and the difference due.
 */
export function OrderEditChanges({
  edit,
  order,
  region,
}: {
  edit: OrderEdit;
  order: ShopperOrder;
  region: MoneyRegion;
}) {
  const { t } = useTranslation('orders');
  const { formatTotal } = useMoney();
  const headingId = useId();
  const money = (amount: number) => formatTotal(amount, region);
  const editLine = (id: string | null, originalId: string | null) =>
    (edit.items ?? []).find(
      (line) => line.id === id || (originalId !== null && line.original_item_id === originalId),
    );
  const orderLine = (id: string | null) => (order.items ?? []).find((line) => line.id === id);

  const rows = (edit.changes ?? []).flatMap((change) => {
    const before = orderLine(change.original_line_item_id);
    const after = editLine(change.line_item_id, change.original_line_item_id);
    if (change.type === 'item_add' && after) {
      return [
        {
          id: change.id,
          kind: 'added',
          text: t('edit.added', { name: nameOf(after), quantity: after.quantity }),
        },
      ];
    }
    if (change.type === 'item_remove' && before) {
      return [
        {
          id: change.id,
          kind: 'removed',
          text: t('edit.removed', { name: nameOf(before), quantity: before.quantity }),
        },
      ];
    }
    if (change.type === 'item_update' && before && after) {
      if (after.quantity === 0) {
        return [
          {
            id: change.id,
            kind: 'removed',
            text: t('edit.removed', { name: nameOf(before), quantity: before.quantity }),
          },
        ];
      }
      return [
        {
          id: change.id,
          kind: 'updated',
          text: t('edit.updated', {
            name: nameOf(before),
            from: before.quantity,
            to: after.quantity,
          }),
        },
      ];
    }
    return [];
  });
  const difference = edit.difference_due;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-medium">
        {t('edit.changes')}
      </h2>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">{t('edit.noChanges')}</p>
      ) : (
        <ul className="divide-y divide-border border-y" data-testid="edit-changes">
          {rows.map((row) => (
            <li key={row.id} data-change={row.kind} className="py-2">
              {row.text}
            </li>
          ))}
        </ul>
      )}
      <dl className="max-w-md space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t('edit.oldTotal')}</dt>
          <dd className="tabular-nums">{money(order.total ?? 0)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t('edit.newTotal')}</dt>
          <dd className="tabular-nums">{money(edit.total)}</dd>
        </div>
        <div
          data-total="difference"
          className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold"
        >
          <dt>
            {difference > 0
              ? t('edit.toPay')
              : difference < 0
                ? t('edit.toRefund')
                : t('edit.noDifference')}
          </dt>
          <dd className="tabular-nums">{money(Math.abs(difference))}</dd>
        </div>
      </dl>
    </section>
  );
}
