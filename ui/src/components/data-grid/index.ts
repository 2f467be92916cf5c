export {
  DataGrid,
  DataGridBody,
  DataGridCell,
  type DataGridCellProps,
  DataGridColumnHeader,
  DataGridHeader,
  type DataGridProps,
  DataGridRow,
  type DataGridRowProps,
  dataGridRowVariants,
} from './data-grid.tsx';
export {
  DataGridSortableHeader,
  type DataGridSortableHeaderProps,
} from './data-grid-sortable-header.tsx';
export {
  type GridNavigation,
  type GridPosition,
  type UseGridNavigationOptions,
  useGridNavigation,
} from './use-grid-navigation.ts';
