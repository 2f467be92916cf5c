import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { TableCell, TableRow } from './data-table.tsx';

export type TableSkeletonProps = {
  /** Columns in the table, so the placeholder rows line up with the header. */
  columns: number;
  rows?: number;
  /** Read by screen readers in place of the rows. */
  label?: string;
  className?: string;
};

// Varied widths read as text rather than a grid of identical bars.
const widths = ['w-3/4', 'w-1/2', 'w-2/3', 'w-5/12'];

/**
 * Placeholder rows while a table loads, in place of its `TableBody`. The shapes are hidden
 * from assistive technology; `label` is read instead. Pair it with `<Table isLoading>`, which
 * marks the table `aria-busy`.
 *
 * @example
 * <Table aria-label="Orders" isLoading={isPending}>
 *   <TableHeader>…</TableHeader>
 *   {isPending ? <TableSkeleton columns={5} label={t('orders.loading')} /> : <TableBody>…</TableBody>}
 * </Table>
 */
export function TableSkeleton({
  columns,
  rows = 5,
  label = 'Loading',
  className,
}: TableSkeletonProps) {
  return (
    <tbody data-slot="table-skeleton" className={className}>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <TableRow key={row} className="hover:bg-transparent">
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity.
            <TableCell key={column}>
              {row === 0 && column === 0 && <span className="sr-only">{label}</span>}
              <Skeleton shape="text" className={widths[(row + column) % widths.length]} />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </tbody>
  );
}

export type TableEmptyProps = {
  /** Columns in the table, so the message spans the whole row. */
  colSpan: number;
  title?: ReactNode;
  description?: ReactNode;
  /** A button or link, such as "Create order" or "Clear filters". */
  action?: ReactNode;
  className?: string;
};

/**
 * The row shown when a table has nothing to list: a title, an optional description and an
 * optional action. It keeps the header visible, so the columns still say what would be
 * there.
 *
 * @example
 * <TableBody>
 *   {orders.length === 0 && (
 *     <TableEmpty colSpan={5} title={t('orders.empty')} action={<Button>{t('orders.create')}</Button>} />
 *   )}
 * </TableBody>
 */
export function TableEmpty({
  colSpan,
  title = 'No results',
  description,
  action,
  className,
}: TableEmptyProps) {
  return (
    <TableRow data-slot="table-empty" className="hover:bg-transparent">
      <TableCell colSpan={colSpan} className={cn('py-10', className)}>
        <div className="flex flex-col items-center gap-1 text-center">
          <p className="font-medium">{title}</p>
          {description && <p className="text-muted-foreground">{description}</p>}
          {action && <div className="mt-3">{action}</div>}
        </div>
      </TableCell>
    </TableRow>
  );
}
