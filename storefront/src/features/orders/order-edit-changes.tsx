import type { MoneyRegion } from '@commerce/client';
import type { StoreGetOrderEditData } from '@commerce/client/store/order-edits';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lineAmountAfterDiscounts, type TotalsLine } from '../../lib/money/tax-amounts.ts';
import { type TaxRegion, taxDisplayOf } from '../../lib/money/tax-display.ts';
import { useMoney } from '../../lib/money/use-money.ts';

type OrderEdit = StoreGetOrderEditData['order_edit'];
type Line = NonNullable<OrderEdit['items']>[number];

/** A line's name with its variant, as the order shows it. */
function nameOf(line: Pick<Line, 'title' | 'description'>): string {
  return line.description ? `${line.title} (${line.description})` : line.title;
}

interface ChangeRow {
  id: string;
  kind: 'added' | 'removed' | 'updated';
  text: string;
  before: TotalsLine | null;
  after: TotalsLine | null;
}

/**
 * What the edit changes, line by line (added, quantity changed, removed, each with its
 * price before and after), the tax and the difference it makes, and the totals. Everything
 * is read from the edit itself: each change carries the order's line as it was
 * (`original_line_item`), so the page says the same after the shopper accepted, when the
 * order already has the new lines. Prices follow the region's tax display rule.
 */
export function OrderEditChanges({
  edit,
  region,
}: {
  edit: OrderEdit;
  region: MoneyRegion & TaxRegion;
}) {
  const { t } = useTranslation('orders');
  const { formatTotal } = useMoney();
  const headingId = useId();
  const mode = taxDisplayOf(region);
  const money = (amount: number) => formatTotal(amount, region);
  const editLine = (id: string | null, originalId: string | null) =>
    (edit.items ?? []).find(
      (line) => line.id === id || (originalId !== null && line.original_item_id === originalId),
    );

  const rows: ChangeRow[] = (edit.changes ?? []).flatMap((change): ChangeRow[] => {
    const before = change.original_line_item ?? null;
    const after =
      change.type === 'item_remove'
        ? undefined
        : editLine(change.line_item_id, change.original_line_item_id);
    if (change.type === 'item_add' && after) {
      const text = t('edit.added', { name: nameOf(after), quantity: after.quantity });
      return [{ id: change.id, kind: 'added', text, before: null, after }];
    }
    if (!before) return [];
    if (!after || after.quantity === 0) {
      const text = t('edit.removed', { name: nameOf(before), quantity: before.quantity });
      return [{ id: change.id, kind: 'removed', text, before, after: null }];
    }
    const text = t('edit.updated', {
      name: nameOf(before),
      from: before.quantity,
      to: after.quantity,
    });
    return [{ id: change.id, kind: 'updated', text, before, after }];
  });

  const shown = (line: TotalsLine | null) => (line ? lineAmountAfterDiscounts(line, mode) : 0);
  const total = (line: TotalsLine | null) => line?.total ?? 0;
  const tax = (line: TotalsLine | null) => line?.tax_total ?? 0;
  const difference = rows.reduce((sum, row) => sum + total(row.after) - total(row.before), 0);
  const taxDifference = rows.reduce((sum, row) => sum + tax(row.after) - tax(row.before), 0);
  const confirmed = edit.status === 'confirmed';
  const differenceLabel =
    difference > 0
      ? t(confirmed ? 'edit.paidDifference' : 'edit.toPay')
      : difference < 0
        ? t('edit.toRefund')
        : t('edit.noDifference');
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
            <li
              key={row.id}
              data-change={row.kind}
              className="flex flex-wrap justify-between gap-x-4 py-2"
            >
              <span>{row.text}</span>
              <span className="tabular-nums" data-testid="change-amounts">
                {row.before && money(shown(row.before))}
                {row.before && row.after && ' → '}
                {row.after && money(shown(row.after))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <dl className="max-w-md space-y-1 text-sm">
        <div data-total="oldTotal" className="flex justify-between gap-4">
          <dt>{t('edit.oldTotal')}</dt>
          <dd className="tabular-nums">{money(edit.total - difference)}</dd>
        </div>
        <div data-total="newTotal" className="flex justify-between gap-4">
          <dt>{t('edit.newTotal')}</dt>
          <dd className="tabular-nums">{money(edit.total)}</dd>
        </div>
        {mode === 'net' && taxDifference !== 0 && (
          <div data-total="taxDifference" className="flex justify-between gap-4">
            <dt>{t('edit.taxDifference')}</dt>
            <dd className="tabular-nums">{money(taxDifference)}</dd>
          </div>
        )}
        <div
          data-total="difference"
          className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold"
        >
          <dt>{differenceLabel}</dt>
          <dd className="tabular-nums">{money(Math.abs(difference))}</dd>
        </div>
      </dl>
    </section>
  );
}
