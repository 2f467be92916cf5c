import {
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridColumnHeader,
  DataGridHeader,
  DataGridRow,
  DataGridSortableHeader,
  SelectAllCheckbox,
  SelectRowCheckbox,
  useGridNavigation,
} from '@commerce/ui';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from './list-columns.ts';
import { sortDirectionOf } from './list-state.ts';
import type { RowSelection } from './use-row-selection.ts';

/** Every row is one line high; a fixed size lets the virtualizer place rows without measuring. */
export const ROW_HEIGHT = 44;
const SELECT_COLUMN = '2.75rem';
/** Rows rendered beyond the visible ones, so fast scrolling shows no blank band. */
const OVERSCAN = 12;

export interface ListGridProps<Row> {
  label: string;
  rows: readonly Row[];
  columns: readonly ListColumn<Row>[];
  getRowId: (row: Row) => string;
  /** What a row is called, for its checkbox ("Select Linen Shirt"). */
  rowName: (row: Row) => string;
  onOpenRow: (row: Row) => void;
  /** With a selection, the first column holds checkboxes and Space selects. */
  selection?: RowSelection<Row> | undefined;
  order: string | undefined;
  onOrderChange: (order: string) => void;
  /** A newer page is on its way (the rows shown are the previous ones). */
  isFetching?: boolean;
}

/**
 * The rows of a list as a keyboard-navigable ARIA grid, virtualized: only the rows in view
 * (and a few around them) are in the DOM, so a page of 1 000 rows scrolls smoothly. The active
 * row is always rendered, so `aria-activedescendant` never names a missing element.
 */
export function ListGrid<Row>({
  label,
  rows,
  columns,
  getRowId,
  rowName,
  onOpenRow,
  selection,
  order,
  onOrderChange,
  isFetching = false,
}: ListGridProps<Row>) {
  const { t } = useTranslation('lists');
  const gridRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const [headerHeight, setHeaderHeight] = useState(41);
  const offset = selection ? 1 : 0;
  const virtualizerRef = useRef<{ scrollToIndex: (index: number) => void }>(null);

  const nav = useGridNavigation({
    rowCount: rows.length,
    columnCount: columns.length + offset,
    pageSize: 10,
    onOpenRow: (index) => {
      const row = rows[index];
      if (row) onOpenRow(row);
    },
    onToggleRow: (index) => {
      const row = rows[index];
      if (row && selection) selection.toggle(row);
    },
    onActiveChange: ({ row }) => virtualizerRef.current?.scrollToIndex(row),
  });
  const activeRow = nav.active.row;

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => gridRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    // The body starts under the sticky header, which also covers the top of the view.
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
    // The active row stays rendered wherever it is, so aria-activedescendant always names an
    // element (a new function when it moves, so the virtualizer recomputes its rows).
    rangeExtractor: useCallback(
      (range: Parameters<typeof defaultRangeExtractor>[0]) => {
        const indexes = defaultRangeExtractor(range);
        if (activeRow < range.count && !indexes.includes(activeRow)) indexes.push(activeRow);
        return indexes.sort((a, b) => a - b);
      },
      [activeRow],
    ),
  });
  virtualizerRef.current = virtualizer;

  useLayoutEffect(() => {
    const height = headerRef.current?.offsetHeight;
    if (height) setHeaderHeight(height);
  }, []);

  const tracks = [...(selection ? [SELECT_COLUMN] : []), ...columns.map((column) => column.width)];
  const items = virtualizer.getVirtualItems();
  const pageSelected = selection ? rows.filter(selection.isSelected).length : 0;

  return (
    <DataGrid
      ref={gridRef}
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={tracks.length}
      aria-multiselectable={selection ? true : undefined}
      aria-activedescendant={items.length ? nav.activeId : undefined}
      isLoading={isFetching}
      onKeyDown={nav.onKeyDown}
      columns={tracks.join(' ')}
      className="max-h-[calc(100dvh-18rem)] min-h-48"
    >
      <DataGridHeader ref={headerRef} className="min-w-fit">
        <DataGridRow aria-rowindex={1} interactive={false}>
          {selection && (
            <DataGridColumnHeader>
              <SelectAllCheckbox
                label={t('selection.selectPage')}
                selectedCount={pageSelected}
                totalCount={rows.length}
                onCheckedChange={(checked) => selection.setAll(rows, checked)}
              />
            </DataGridColumnHeader>
          )}
          {columns.map((column) =>
            column.sort ? (
              <DataGridSortableHeader
                key={column.id}
                direction={sortDirectionOf(order, column.sort)}
                onSortChange={(direction) =>
                  onOrderChange(direction === 'ascending' ? `${column.sort}` : `-${column.sort}`)
                }
              >
                {column.header}
              </DataGridSortableHeader>
            ) : (
              <DataGridColumnHeader key={column.id}>{column.header}</DataGridColumnHeader>
            ),
          )}
        </DataGridRow>
      </DataGridHeader>
      <DataGridBody className="min-w-fit" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = rows[item.index] as Row;
          const selected = selection?.isSelected(row);
          return (
            <DataGridRow
              key={getRowId(row)}
              aria-rowindex={item.index + 2}
              selected={selection ? selected : undefined}
              active={nav.active.row === item.index}
              onClick={(event) => {
                // Which cell was clicked, so the keys go on from there.
                const cell = (event.target as HTMLElement).closest('[role="gridcell"]');
                const column = cell ? [...(cell.parentElement?.children ?? [])].indexOf(cell) : 0;
                nav.setActive({ row: item.index, column: Math.max(0, column) });
              }}
              className="absolute inset-x-0 top-0"
              style={{
                height: ROW_HEIGHT,
                transform: `translateY(${item.start - headerHeight}px)`,
              }}
            >
              {selection && (
                <DataGridCell id={nav.cellId(item.index, 0)} active={nav.isActive(item.index, 0)}>
                  <SelectRowCheckbox
                    tabIndex={-1}
                    label={t('selection.selectRow', { name: rowName(row) })}
                    checked={Boolean(selected)}
                    onCheckedChange={() => selection.toggle(row)}
                  />
                </DataGridCell>
              )}
              {columns.map((column, index) => (
                <DataGridCell
                  key={column.id}
                  id={nav.cellId(item.index, index + offset)}
                  active={nav.isActive(item.index, index + offset)}
                >
                  {column.cell(row)}
                </DataGridCell>
              ))}
            </DataGridRow>
          );
        })}
      </DataGridBody>
    </DataGrid>
  );
}
