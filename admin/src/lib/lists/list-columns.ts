import type { ReactNode } from 'react';

/** One column of a list screen. */
export interface ListColumn<Row> {
  /** Stable id, kept in the URL's `columns` and in saved views. */
  id: string;
  /** The translated column name. */
  header: string;
  /** Its CSS grid track, e.g. `minmax(14rem, 2fr)` or `8rem`. */
  width: string;
  cell: (row: Row) => ReactNode;
  /** The API's sort field, when the list can be sorted by this column. */
  sort?: string;
  /** Always shown: the column that names the row. */
  required?: boolean;
  /** Left out until the user chooses it. */
  hidden?: boolean;
}

/**
 * The columns to show: those the URL names (required ones always), in the list's own order;
 * without a choice in the URL, every column not marked hidden.
 */
export function visibleColumns<Row>(
  columns: readonly ListColumn<Row>[],
  chosen: readonly string[] | undefined,
): ListColumn<Row>[] {
  return columns.filter((column) =>
    chosen ? column.required || chosen.includes(column.id) : !column.hidden,
  );
}
