import { cn } from '@commerce/ui';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GridCell } from './grid-cell.tsx';
import { inRange } from './range.ts';
import { useGridCursor } from './use-grid-cursor.ts';
import type { GridEdits } from './use-grid-edits.ts';

const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 40;
/** Rows rendered beyond the visible ones, so fast scrolling shows no blank band. */
const OVERSCAN = 12;

export interface EditGridProps<Row> {
  /** The grid's accessible name. */
  label: string;
  /** The header of the first column, which names each row. */
  rowHeaderLabel: string;
  rowHeader: (row: Row) => string;
  edits: GridEdits<Row>;
  /** Widths (CSS) of the row header and of each value column. */
  rowHeaderWidth?: string;
  columnWidth?: string;
}

/**
 * A spreadsheet-style ARIA grid over `useGridEdits`: one tab stop, the active cell named by
 * `aria-activedescendant`, ranges, editing in place, clipboard as tab-separated text, undo.
 * Rows are virtualized (only those in view, plus a few, are in the DOM) and the active row
 * is always rendered, so a product with hundreds of variants stays smooth.
 */
export function EditGrid<Row>({
  label,
  rowHeaderLabel,
  rowHeader,
  edits,
  rowHeaderWidth = '14rem',
  columnWidth = '9rem',
}: EditGridProps<Row>) {
  const { t } = useTranslation('grid');
  const gridRef = useRef<HTMLDivElement>(null);
  const prefix = useId();
  const cursor = useGridCursor(edits, () => gridRef.current?.focus());
  const { rows, columns, getRowId } = edits.source;
  const { active, range } = cursor;
  const cellId = (row: number, col: number) => `${prefix}-${row}-${col}`;

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => gridRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    rangeExtractor: useCallback(
      (r: Parameters<typeof defaultRangeExtractor>[0]) => {
        const indexes = defaultRangeExtractor(r);
        if (active.row < r.count && !indexes.includes(active.row)) indexes.push(active.row);
        return indexes.sort((a, b) => a - b);
      },
      [active.row],
    ),
  });

  // Keep the active cell in view when it moves (not on every render: the wheel scrolls freely);
  // scroll padding keeps it clear of the sticky header and column.
  const activeId = cellId(active.row, active.col);
  useEffect(() => {
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeId]);

  const tracks = `${rowHeaderWidth} repeat(${columns.length}, ${columnWidth})`;
  const activeState = edits.cell(active.row, active.col);
  const activeProblem = activeState.error
    ? t(activeState.error.key, activeState.error.values ?? {})
    : activeState.serverError;
  const instructions = `${prefix}-help`;
  const activeRow = rows[active.row];

  return (
    <div className="flex flex-col gap-2">
      {/* biome-ignore lint/a11y/useSemanticElements: a <table> cannot hold rows positioned one by one, which virtualization needs; the ARIA grid roles keep the semantics. */}
      <div
        ref={gridRef}
        role="grid"
        tabIndex={0}
        aria-label={label}
        aria-describedby={instructions}
        aria-rowcount={rows.length + 1}
        aria-colcount={columns.length + 1}
        aria-multiselectable
        aria-activedescendant={rows.length ? activeId : undefined}
        onKeyDown={cursor.onKeyDown}
        onCopy={cursor.onCopy}
        onCut={cursor.onCut}
        onPaste={cursor.onPaste}
        className="relative max-h-[calc(100dvh-16rem)] min-h-48 overflow-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-primary"
        style={{ scrollPaddingTop: HEADER_HEIGHT, scrollPaddingInlineStart: rowHeaderWidth }}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: a <table> cannot hold rows positioned one by one, which virtualization needs; the ARIA grid roles keep the semantics. */}
        {/* biome-ignore lint/a11y/useFocusableInteractive: focus stays on the grid (aria-activedescendant). */}
        <div
          role="row"
          aria-rowindex={1}
          className="sticky top-0 z-20 grid w-max min-w-full bg-muted text-sm font-medium"
          style={{ gridTemplateColumns: tracks, height: HEADER_HEIGHT }}
        >
          {/* biome-ignore lint/a11y/useSemanticElements: a <table> cannot hold rows positioned one by one, which virtualization needs; the ARIA grid roles keep the semantics. */}
          {/* biome-ignore lint/a11y/useFocusableInteractive: focus stays on the grid (aria-activedescendant). */}
          <div
            role="columnheader"
            aria-colindex={1}
            className="sticky start-0 z-30 flex items-center border-e border-b border-border bg-muted px-2"
          >
            {rowHeaderLabel}
          </div>
          {columns.map((column, col) => (
            // biome-ignore lint/a11y/useSemanticElements: a <table> cannot hold rows positioned one by one, which virtualization needs; the ARIA grid roles keep the semantics.
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the grid (aria-activedescendant).
            <div
              key={column.id}
              role="columnheader"
              aria-colindex={col + 2}
              className="flex items-center justify-end border-e border-b border-border px-2 text-end"
            >
              <span className="truncate" title={column.header}>
                {column.header}
              </span>
            </div>
          ))}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a <table> cannot hold rows positioned one by one, which virtualization needs; the ARIA grid roles keep the semantics. */}
        <div
          role="rowgroup"
          className="relative w-max min-w-full"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index] as Row;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a <table> cannot hold rows positioned one by one, which virtualization needs; the ARIA grid roles keep the semantics.
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the grid (aria-activedescendant).
              <div
                key={getRowId(row)}
                role="row"
                aria-rowindex={item.index + 2}
                className="absolute inset-x-0 top-0 grid"
                style={{
                  gridTemplateColumns: tracks,
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start - HEADER_HEIGHT}px)`,
                }}
              >
                {/* biome-ignore lint/a11y/useSemanticElements: a <table> cannot hold rows positioned one by one, which virtualization needs; the ARIA grid roles keep the semantics. */}
                {/* biome-ignore lint/a11y/useFocusableInteractive: focus stays on the grid (aria-activedescendant). */}
                <div
                  role="rowheader"
                  aria-colindex={1}
                  className="sticky start-0 z-10 flex items-center border-e border-b border-border bg-background px-2 text-sm"
                >
                  <span className="truncate">{rowHeader(row)}</span>
                </div>
                {columns.map((column, col) => {
                  const isActive = active.row === item.index && active.col === col;
                  const pos = { row: item.index, col };
                  return (
                    <GridCell
                      key={column.id}
                      id={cellId(item.index, col)}
                      pos={pos}
                      state={edits.cell(item.index, col)}
                      label={t('cell.label', { column: column.header, row: rowHeader(row) })}
                      inputMode={column.type.inputMode}
                      active={isActive}
                      selected={inRange(range, item.index, col)}
                      editing={isActive ? cursor.editing : null}
                      onEditChange={cursor.setEditing}
                      onEditEnd={cursor.finishEdit}
                      onPointerDown={cursor.onCellPointerDown}
                      onPointerEnter={cursor.onCellPointerEnter}
                      onDoubleClick={cursor.onCellDoubleClick}
                    />
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
      <p id={instructions} className="text-xs text-muted-foreground">
        {t('instructions')}
      </p>
      <p className={cn('min-h-5 text-sm text-danger', !activeProblem && 'invisible')}>
        {activeProblem && activeRow !== undefined
          ? t('cell.problem', {
              row: rowHeader(activeRow),
              column: columns[active.col]?.header ?? '',
              message: activeProblem,
            })
          : null}
      </p>
      <div role="status" aria-live="polite" className="sr-only">
        {cursor.message}
      </div>
    </div>
  );
}
