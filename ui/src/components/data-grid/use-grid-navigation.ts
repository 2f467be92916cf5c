import { type KeyboardEvent, useCallback, useId, useState } from 'react';

export type GridPosition = { row: number; column: number };

export type UseGridNavigationOptions = {
  /** Body rows (the header row not counted). */
  rowCount: number;
  columnCount: number;
  /** Rows PageUp and PageDown move by; about one screenful. Default 10. */
  pageSize?: number;
  /** Enter on a row: open it (go to its page). */
  onOpenRow?: (row: number) => void;
  /** Space on a row: select it, or clear it when selected. */
  onToggleRow?: (row: number) => void;
  /** After the active cell moved by key: scroll it into view (a virtualizer's scrollToIndex). */
  onActiveChange?: (position: GridPosition) => void;
};

export type GridNavigation = {
  /** The active cell, kept inside the grid when rows go away. */
  active: GridPosition;
  setActive: (position: GridPosition) => void;
  /** The id of a body cell, for `DataGridCell id` and the grid's `aria-activedescendant`. */
  cellId: (row: number, column: number) => string;
  isActive: (row: number, column: number) => boolean;
  /** The active cell's id; undefined when the grid has no rows. */
  activeId: string | undefined;
  /** Put on the `DataGrid`. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/**
 * The keys of a data grid (WAI-ARIA grid pattern): arrows move the active cell, Home and
 * End go to the row's first and last cell (with Ctrl, the first and last row), PageUp and
 * PageDown move by a page, Enter opens the row and Space selects it. Keys pressed inside a
 * control in the grid (a header's sort button) are left to that control.
 *
 * @example
 * const nav = useGridNavigation({
 *   rowCount: products.length,
 *   columnCount: 4,
 *   onOpenRow: (row) => navigate(products[row].id),
 *   onToggleRow: (row) => toggle(products[row].id),
 *   onActiveChange: ({ row }) => virtualizer.scrollToIndex(row),
 * });
 */
export function useGridNavigation({
  rowCount,
  columnCount,
  pageSize = 10,
  onOpenRow,
  onToggleRow,
  onActiveChange,
}: UseGridNavigationOptions): GridNavigation {
  const prefix = useId();
  const [stored, setActive] = useState<GridPosition>({ row: 0, column: 0 });
  // Derived, not stored: after a filter leaves fewer rows, the active cell is the last one.
  const active = {
    row: clamp(stored.row, rowCount - 1),
    column: clamp(stored.column, columnCount - 1),
  };
  const cellId = useCallback(
    (row: number, column: number) => `${prefix}-r${row}-c${column}`,
    [prefix],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || rowCount === 0) return;
    const lastRow = rowCount - 1;
    const lastColumn = columnCount - 1;
    const ctrl = event.ctrlKey || event.metaKey;
    let next: GridPosition | undefined;
    switch (event.key) {
      case 'ArrowDown':
        next = { ...active, row: clamp(active.row + 1, lastRow) };
        break;
      case 'ArrowUp':
        next = { ...active, row: clamp(active.row - 1, lastRow) };
        break;
      case 'ArrowRight':
        next = { ...active, column: clamp(active.column + 1, lastColumn) };
        break;
      case 'ArrowLeft':
        next = { ...active, column: clamp(active.column - 1, lastColumn) };
        break;
      case 'Home':
        next = ctrl ? { row: 0, column: 0 } : { ...active, column: 0 };
        break;
      case 'End':
        next = ctrl ? { row: lastRow, column: lastColumn } : { ...active, column: lastColumn };
        break;
      case 'PageDown':
        next = { ...active, row: clamp(active.row + pageSize, lastRow) };
        break;
      case 'PageUp':
        next = { ...active, row: clamp(active.row - pageSize, lastRow) };
        break;
      case 'Enter':
        event.preventDefault();
        onOpenRow?.(active.row);
        return;
      case ' ':
        // Space would scroll the grid otherwise.
        event.preventDefault();
        onToggleRow?.(active.row);
        return;
      default:
        return;
    }
    event.preventDefault();
    setActive(next);
    onActiveChange?.(next);
  };

  return {
    active,
    setActive,
    cellId,
    isActive: (row, column) => rowCount > 0 && row === active.row && column === active.column,
    activeId: rowCount > 0 ? cellId(active.row, active.column) : undefined,
    onKeyDown,
  };
}
