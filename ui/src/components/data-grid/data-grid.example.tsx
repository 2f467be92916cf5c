import { useState } from 'react';
import { SelectAllCheckbox, SelectRowCheckbox } from '../data-table/table-selection.tsx';
import {
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridColumnHeader,
  DataGridHeader,
  DataGridRow,
} from './data-grid.tsx';
import { useGridNavigation } from './use-grid-navigation.ts';

// The story's composition of the grid pieces over in-memory rows, as a screen would do it.

export type GridProduct = { id: string; title: string; status: string; stock: number };

/** 30 products, enough to scroll inside the grid's frame. */
export const gridProducts: GridProduct[] = Array.from({ length: 30 }, (_, index) => ({
  id: `prod_${index + 1}`,
  title: `Product ${index + 1}`,
  status: index % 3 === 0 ? 'Draft' : 'Published',
  stock: (index * 7) % 40,
}));

export type ProductsGridProps = {
  rows?: readonly GridProduct[];
  onOpen?: (id: string) => void;
};

export function ProductsGrid({ rows = gridProducts, onOpen }: ProductsGridProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const nav = useGridNavigation({
    rowCount: rows.length,
    columnCount: 4,
    onOpenRow: (row) => {
      const product = rows[row];
      if (product) onOpen?.(product.id);
    },
    onToggleRow: (row) => {
      const product = rows[row];
      if (product) toggle(product.id);
    },
    onActiveChange: ({ row }) =>
      document.getElementById(nav.cellId(row, 0))?.scrollIntoView({ block: 'nearest' }),
  });

  return (
    <div className="flex flex-col gap-2">
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {selected.size} selected
      </p>
      <DataGrid
        aria-label="Products"
        aria-multiselectable
        aria-rowcount={rows.length + 1}
        aria-activedescendant={nav.activeId}
        onKeyDown={nav.onKeyDown}
        columns="2.75rem minmax(10rem, 1fr) 7rem 5rem"
        className="max-h-72"
      >
        <DataGridHeader>
          <DataGridRow aria-rowindex={1} interactive={false}>
            <DataGridColumnHeader>
              <SelectAllCheckbox
                tabIndex={-1}
                selectedCount={selected.size}
                totalCount={rows.length}
                onCheckedChange={(checked) =>
                  setSelected(new Set(checked ? rows.map((row) => row.id) : []))
                }
              />
            </DataGridColumnHeader>
            <DataGridColumnHeader>Title</DataGridColumnHeader>
            <DataGridColumnHeader>Status</DataGridColumnHeader>
            <DataGridColumnHeader>Stock</DataGridColumnHeader>
          </DataGridRow>
        </DataGridHeader>
        <DataGridBody>
          {rows.map((product, row) => (
            <DataGridRow
              key={product.id}
              aria-rowindex={row + 2}
              selected={selected.has(product.id)}
              active={nav.active.row === row}
              onClick={() => nav.setActive({ row, column: nav.active.column })}
            >
              {[
                <SelectRowCheckbox
                  key="select"
                  tabIndex={-1}
                  label={`Select ${product.title}`}
                  checked={selected.has(product.id)}
                  onCheckedChange={() => toggle(product.id)}
                />,
                product.title,
                product.status,
                product.stock,
              ].map((content, column) => (
                <DataGridCell
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
                  key={column}
                  id={nav.cellId(row, column)}
                  active={nav.isActive(row, column)}
                >
                  {content}
                </DataGridCell>
              ))}
            </DataGridRow>
          ))}
        </DataGridBody>
      </DataGrid>
    </div>
  );
}
