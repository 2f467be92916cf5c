import {
  Section,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import type { Order } from './order-state.ts';
import { useOrderMoney } from './use-order-money.ts';

/** The order's lines: what was bought, how many, at what price, and how far each has got. */
export function OrderItems({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const money = useOrderMoney(order.currency_code);
  const items = order.items ?? [];
  return (
    <Section title={t('items.title')}>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('items.none')}</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('items.item')}</TableHead>
              <TableHead className="text-end">{t('items.quantity')}</TableHead>
              <TableHead className="text-end">{t('items.unitPrice')}</TableHead>
              <TableHead>{t('items.progress')}</TableHead>
              <TableHead className="text-end">{t('items.total')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((line) => (
              <TableRow key={line.id}>
                <TableCell>
                  <span className="flex min-w-0 items-center gap-2">
                    {line.thumbnail ? (
                      <img src={line.thumbnail} alt="" className="size-8 rounded object-cover" />
                    ) : (
                      <span aria-hidden="true" className="size-8 shrink-0 rounded bg-muted" />
                    )}
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate font-medium">{line.title}</span>
                      {line.description && (
                        <span className="truncate text-xs text-muted-foreground">
                          {line.description}
                        </span>
                      )}
                    </span>
                  </span>
                </TableCell>
                <TableCell className="text-end tabular-nums">{line.quantity}</TableCell>
                <TableCell className="text-end tabular-nums">{money(line.unit_price)}</TableCell>
                <TableCell className="text-xs text-muted-foreground">
                  {t('items.counts', {
                    fulfilled: line.fulfilled_quantity ?? 0,
                    shipped: line.shipped_quantity ?? 0,
                    returned: line.returned_quantity ?? 0,
                  })}
                </TableCell>
                <TableCell className="text-end tabular-nums">{money(line.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}
