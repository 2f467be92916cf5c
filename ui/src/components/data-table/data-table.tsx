import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export type TableProps = ComponentProps<'table'> & {
  /** Marks the table `aria-busy` while rows load (render `TableSkeleton` meanwhile). */
  isLoading?: boolean;
  /** Classes for the scrolling frame around the table. */
  containerClassName?: string;
};

/**
 * The pieces of a data table, composed by each screen rather than configured through one
 * component: `Table`, `TableHeader`, `TableBody`, `TableRow`, `TableHead`, `TableCell`, with
 * `SortableHeader`, `SelectAllCheckbox`/`SelectRowCheckbox`, `TableSkeleton`, `TableEmpty`
 * and `TablePagination` beside them. They are native table elements, so screen readers
 * announce rows, columns and headers without extra ARIA.
 *
 * @example
 * <Table aria-label="Orders" isLoading={isPending}>
 *   <TableHeader>
 *     <TableRow>
 *       <SortableHeader direction={sortOf('total')} onSortChange={sortBy('total')}>Total</SortableHeader>
 *     </TableRow>
 *   </TableHeader>
 *   {isPending ? <TableSkeleton columns={1} /> : (
 *     <TableBody>{orders.map((order) => <TableRow key={order.id}>…</TableRow>)}</TableBody>
 *   )}
 * </Table>
 * <TablePagination offset={offset} limit={10} count={count} onOffsetChange={setOffset} />
 */
export function Table({ className, containerClassName, isLoading = false, ...props }: TableProps) {
  return (
    <div
      data-slot="table-container"
      className={cn('relative w-full overflow-x-auto', containerClassName)}
    >
      <table
        data-slot="table"
        aria-busy={isLoading || undefined}
        className={cn('w-full caption-bottom border-collapse text-sm text-foreground', className)}
        {...props}
      />
    </div>
  );
}

/** The `<thead>`. See {@link Table}. */
export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead
      data-slot="table-header"
      className={cn('[&_tr]:border-b [&_tr]:border-border', className)}
      {...props}
    />
  );
}

/** The `<tbody>`. See {@link Table}. */
export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return (
    <tbody
      data-slot="table-body"
      className={cn('[&_tr:last-child]:border-0', className)}
      {...props}
    />
  );
}

export type TableRowProps = ComponentProps<'tr'> & {
  /** Highlights a selected row; the row's checkbox carries the state for assistive tech. */
  selected?: boolean;
};

/** A row; `selected` highlights it. See {@link Table}. */
export function TableRow({ className, selected = false, ...props }: TableRowProps) {
  return (
    <tr
      data-slot="table-row"
      data-selected={selected || undefined}
      className={cn(
        'border-b border-border transition-colors hover:bg-muted/50 data-selected:bg-muted',
        'motion-reduce:transition-none',
        className,
      )}
      {...props}
    />
  );
}

/** A header cell (see {@link Table}); `scope="col"` unless told otherwise, so cells know their column. */
export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        'h-10 whitespace-nowrap px-3 text-start align-middle font-medium text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** A data cell. See {@link Table}. */
export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td data-slot="table-cell" className={cn('px-3 py-2 align-middle', className)} {...props} />
  );
}

/** A visible caption under the table; it also names the table. See {@link Table}. */
export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('mt-3 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
