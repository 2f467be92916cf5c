import { type KeyboardEvent, useCallback, useId, useState } from 'react';

export type GridPosition = { row: number; column: number };

export type UseGridNavigationOptions = {
  /** Body rows (the header row not counted). */
  rowCount: number;
  columnCount: number;
  /** Rows PageUp and PageDown move by; about one screenful. Default 10. */
  pageSize?: number;
  /** Enter on a row: open it (go to its page). Without it, Enter is left to the caller. */
  onOpenRow?: (row: number) => void;
  /** Space on a row: select it, or clear it when selected. Without it, Space is left too. */
  onToggleRow?: (row: number) => void;
  /** After the active cell moved by key: scroll it into view (a virtualizer's scrollToIndex). */
  onActiveChange?: (position: GridPosition) => void;
  /**
   * A spreadsheet's selection: Shift with a move key stretches a range from where it started
   * (the anchor), Ctrl+A takes every cell and Escape shrinks it back to the active cell.
   */
  selectsRanges?: boolean;
  /** Tab and Shift+Tab step through the cells in reading order, leaving the grid at its ends. */
  tabMovesCells?: boolean;
  /** Right-to-left text: ArrowLeft moves toward the row's end. */
  dir?: 'ltr' | 'rtl';
};

export type GridNavigation = {
  /** The active cell, kept inside the grid when rows go away. */
  active: GridPosition;
  setActive: (position: GridPosition) => void;
  /** Where the selected range started; the active cell is its other corner. */
  anchor: GridPosition;
  /** Makes `position` active; with `extend`, keeps the anchor so the range stretches to it. */
  moveTo: (position: GridPosition, extend?: boolean) => void;
  /** The id of a body cell, for `DataGridCell id` and the grid's `aria-activedescendant`. */
  cellId: (row: number, column: number) => string;
  isActive: (row: number, column: number) => boolean;
  /** The active cell's id; undefined when the grid has no rows. */
  activeId: string | undefined;
  /** Put on the `DataGrid`; returns whether it used the key, so a caller can add its own. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => boolean;
};

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/**
 * The keys of a data grid (WAI-ARIA grid pattern): arrows move the active cell, Home and
 * End go to the row's first and last cell (with Ctrl, the first and last row), PageUp and
 * PageDown move by a page, Enter opens the row and Space selects it. Keys pressed inside a
 * control in the grid (a header's sort button, a cell's editor) are left to that control.
 * An editable grid turns on ranges, Tab between cells and the text direction.
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
  selectsRanges = false,
  tabMovesCells = false,
  dir = 'ltr',
}: UseGridNavigationOptions): GridNavigation {
  const prefix = useId();
  const [stored, setStored] = useState<GridPosition>({ row: 0, column: 0 });
  const [storedAnchor, setAnchor] = useState<GridPosition>({ row: 0, column: 0 });
  const lastRow = rowCount - 1;
  const lastColumn = columnCount - 1;
  const within = (position: GridPosition) => ({
    row: clamp(position.row, lastRow),
    column: clamp(position.column, lastColumn),
  });
  // Derived, not stored: after a filter leaves fewer rows, the active cell is the last one.
  const active = within(stored);
  const anchor = selectsRanges ? within(storedAnchor) : active;
  const cellId = useCallback(
    (row: number, column: number) => `${prefix}-r${row}-c${column}`,
    [prefix],
  );

  const moveTo = (position: GridPosition, extend = false) => {
    const next = within(position);
    setStored(next);
    if (!extend) setAnchor(next);
    return next;
  };

  /** Where a key moves the active cell, or undefined for a key that does not move it. */
  const target = (event: KeyboardEvent<HTMLElement>): GridPosition | undefined => {
    const ctrl = event.ctrlKey || event.metaKey;
    const forward = dir === 'rtl' ? -1 : 1;
    switch (event.key) {
      case 'ArrowDown':
        return { ...active, row: active.row + 1 };
      case 'ArrowUp':
        return { ...active, row: active.row - 1 };
      case 'ArrowRight':
        return { ...active, column: active.column + forward };
      case 'ArrowLeft':
        return { ...active, column: active.column - forward };
      case 'Home':
        return ctrl ? { row: 0, column: 0 } : { ...active, column: 0 };
      case 'End':
        return ctrl ? { row: lastRow, column: lastColumn } : { ...active, column: lastColumn };
      case 'PageDown':
        return { ...active, row: active.row + pageSize };
      case 'PageUp':
        return { ...active, row: active.row - pageSize };
      default:
        return undefined;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || rowCount === 0 || columnCount === 0) return false;
    const ctrl = event.ctrlKey || event.metaKey;
    const handled = () => {
      event.preventDefault();
      return true;
    };
    if (selectsRanges && ctrl && event.key.toLowerCase() === 'a') {
      setAnchor({ row: 0, column: 0 });
      setStored({ row: lastRow, column: lastColumn });
      return handled();
    }
    if (selectsRanges && event.key === 'Escape') {
      setAnchor(active);
      return false;
    }
    if (tabMovesCells && event.key === 'Tab' && !ctrl && !event.altKey) {
      const index = active.row * columnCount + active.column + (event.shiftKey ? -1 : 1);
      // Past the first or last cell, Tab leaves the grid.
      if (index < 0 || index >= rowCount * columnCount) return false;
      const next = moveTo({ row: Math.floor(index / columnCount), column: index % columnCount });
      onActiveChange?.(next);
      return handled();
    }
    if (event.key === 'Enter' && onOpenRow) {
      onOpenRow(active.row);
      return handled();
    }
    if (event.key === ' ' && onToggleRow) {
      // Space would scroll the grid otherwise.
      onToggleRow(active.row);
      return handled();
    }
    if (event.altKey) return false;
    const wanted = target(event);
    if (!wanted) return false;
    // Moved first: an optional call would skip its argument when no one listens.
    const next = moveTo(wanted, selectsRanges && event.shiftKey);
    onActiveChange?.(next);
    return handled();
  };

  return {
    active,
    setActive: (position) => moveTo(position),
    anchor,
    moveTo: (position, extend) => moveTo(position, extend),
    cellId,
    isActive: (row, column) => rowCount > 0 && row === active.row && column === active.column,
    activeId: rowCount > 0 ? cellId(active.row, active.column) : undefined,
    onKeyDown,
  };
}
