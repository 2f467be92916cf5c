import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, CSSProperties } from 'react';
import { cn } from '../../lib/cn.ts';

export type DataGridProps = ComponentProps<'div'> & {
  /**
   * The column widths as a CSS `grid-template-columns` value, shared by every row so the
   * columns line up without a `<table>` layout (rows may be positioned one by one when the
   * list is virtualized).
   */
  columns: string;
  /** Marks the grid `aria-busy` while rows load. */
  isLoading?: boolean;
};

/**
 * An interactive data grid (WAI-ARIA `grid`): one tab stop, arrow keys move an active cell
 * that assistive technology follows through `aria-activedescendant`, so rows may be added
 * and removed by a virtualizer without focus getting lost. It is its own scroll container.
 * Compose it from `DataGridHeader`, `DataGridBody`, `DataGridRow`, `DataGridColumnHeader`
 * and `DataGridCell`, and drive the keys with {@link useGridNavigation}.
 *
 * @example
 * const nav = useGridNavigation({ rowCount: rows.length, columnCount: 3, onOpenRow: open });
 * <DataGrid aria-label="Products" columns="2.5rem 1fr 8rem" aria-rowcount={rows.length + 1}
 *   aria-activedescendant={nav.activeId} onKeyDown={nav.onKeyDown}>
 *   <DataGridHeader>…</DataGridHeader>
 *   <DataGridBody>{rows.map((row, index) => <DataGridRow key={row.id} aria-rowindex={index + 2}>
 *     <DataGridCell id={nav.cellId(index, 0)} active={nav.isActive(index, 0)}>…</DataGridCell>
 *   </DataGridRow>)}</DataGridBody>
 * </DataGrid>
 */
export function DataGrid({
  columns,
  isLoading = false,
  className,
  style,
  ...props
}: DataGridProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <table> cannot hold rows positioned one by one, which virtualization needs; the ARIA grid roles keep the semantics.
    <div
      role="grid"
      data-slot="data-grid"
      // One tab stop for the whole grid; the active cell is announced through
      // aria-activedescendant, which the caller sets.
      tabIndex={0}
      aria-busy={isLoading || undefined}
      className={cn(
        'group/grid relative overflow-auto rounded-md border border-border bg-background',
        'text-sm text-foreground outline-none',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus-ring',
        className,
      )}
      style={{ ...style, '--data-grid-columns': columns } as CSSProperties}
      {...props}
    />
  );
}

/** The header's row group; it stays at the top while the body scrolls. */
export function DataGridHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: see DataGrid.
    <div
      role="rowgroup"
      data-slot="data-grid-header"
      className={cn(
        'sticky top-0 z-10 border-b border-border bg-background font-medium text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** The body's row group; give it the list's full height when rows are positioned. */
export function DataGridBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: see DataGrid.
    <div
      role="rowgroup"
      data-slot="data-grid-body"
      className={cn('relative', className)}
      {...props}
    />
  );
}

/** Classes for {@link DataGridRow}. */
export const dataGridRowVariants = cva(
  [
    'grid items-center [grid-template-columns:var(--data-grid-columns)]',
    'border-b border-border transition-colors motion-reduce:transition-none',
  ],
  {
    variants: {
      interactive: {
        true: 'hover:bg-muted/50 aria-selected:bg-muted data-active:bg-muted/70',
        false: '',
      },
    },
    defaultVariants: { interactive: true },
  },
);

export type DataGridRowProps = ComponentProps<'div'> &
  VariantProps<typeof dataGridRowVariants> & {
    /** Marks the row chosen (`aria-selected`); only set it where rows can be selected. */
    selected?: boolean;
    /** The row holding the active cell, highlighted while the grid has focus. */
    active?: boolean;
  };

/** A row; the header row passes `interactive={false}`. See {@link DataGrid}. */
export function DataGridRow({
  selected,
  active = false,
  interactive,
  className,
  ...props
}: DataGridRowProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: see DataGrid.
    // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the grid (aria-activedescendant).
    <div
      role="row"
      data-slot="data-grid-row"
      aria-selected={selected}
      data-active={active || undefined}
      className={cn(dataGridRowVariants({ interactive }), className)}
      {...props}
    />
  );
}

/** A column header cell; pass `aria-sort` when the grid is sorted by it. */
export function DataGridColumnHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: see DataGrid.
    // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the grid or the header's own button.
    <div
      role="columnheader"
      data-slot="data-grid-column-header"
      className={cn('flex h-10 min-w-0 items-center px-3 whitespace-nowrap', className)}
      {...props}
    />
  );
}

export type DataGridCellProps = ComponentProps<'div'> & {
  /** The active cell: outlined while the grid has keyboard focus. */
  active?: boolean;
};

/** A data cell; its `id` is what the grid's `aria-activedescendant` names. */
export function DataGridCell({ active = false, className, ...props }: DataGridCellProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: see DataGrid.
    // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the grid (aria-activedescendant).
    <div
      role="gridcell"
      data-slot="data-grid-cell"
      data-active={active || undefined}
      className={cn(
        'flex h-full min-w-0 items-center px-3 py-2',
        // The keyboard's place is visible only while the grid has keyboard focus, as a
        // focus ring would be.
        'group-focus-visible/grid:data-active:outline-2 group-focus-visible/grid:data-active:-outline-offset-2',
        'group-focus-visible/grid:data-active:outline-focus-ring',
        className,
      )}
      {...props}
    />
  );
}
