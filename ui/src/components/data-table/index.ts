export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  type TableProps,
  TableRow,
  type TableRowProps,
} from './data-table.tsx';
export {
  SortableHeader,
  type SortableHeaderProps,
  type SortDirection,
} from './sortable-header.tsx';
export {
  defaultFormatRange,
  type PageRange,
  TablePagination,
  type TablePaginationProps,
} from './table-pagination.tsx';
export {
  SelectAllCheckbox,
  type SelectAllCheckboxProps,
  SelectRowCheckbox,
  type SelectRowCheckboxProps,
} from './table-selection.tsx';
export {
  TableEmpty,
  type TableEmptyProps,
  TableSkeleton,
  type TableSkeletonProps,
} from './table-states.tsx';
