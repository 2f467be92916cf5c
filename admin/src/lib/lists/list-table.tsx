import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@commerce/ui';
import type { ReactNode } from 'react';
import type { ListColumn } from './list-columns.ts';
import { ListError, ListLoading } from './list-states.tsx';

/** The list request's state, as React Query gives it. */
export interface ListTableQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ListTableProps<Row> {
  /** Names the table (and its loading state). */
  label: string;
  query: ListTableQuery;
  rows: readonly Row[];
  /** The same columns a list screen's grid takes; `width` is not used here. */
  columns: readonly Pick<ListColumn<Row>, 'id' | 'header' | 'cell'>[];
  getRowId: (row: Row) => string;
  /** Shown in place of the table when there is no row. */
  empty: ReactNode;
  /** A last column of per-row buttons, named for screen readers only. */
  actions?: { header: string; cell: (row: Row) => ReactNode };
}

/**
 * A short list that needs no paging, search or keyboard grid (a region's shipping options, its
 * tax rates): a plain table built from list columns, with the lists' loading and error states.
 */
export function ListTable<Row>({
  label,
  query,
  rows,
  columns,
  getRowId,
  empty,
  actions,
}: ListTableProps<Row>) {
  if (query.isPending) return <ListLoading label={label} />;
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return empty;
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.id}>{column.header}</TableHead>
          ))}
          {actions && (
            <TableHead>
              <span className="sr-only">{actions.header}</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={getRowId(row)}>
            {columns.map((column, index) => (
              <TableCell key={column.id} className={index === 0 ? 'font-medium' : undefined}>
                {column.cell(row)}
              </TableCell>
            ))}
            {actions && (
              <TableCell className="flex justify-end gap-2">{actions.cell(row)}</TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
