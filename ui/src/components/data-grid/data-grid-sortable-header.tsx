import { Button } from '@ariakit/react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { nextSortDirection, type SortDirection, SortIcon } from '../data-table/sortable-header.tsx';
import { DataGridColumnHeader } from './data-grid.tsx';

export type DataGridSortableHeaderProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** How the grid is sorted by this column now; `none` when sorted by another. */
  direction: SortDirection;
  /** Called with the next direction: ascending first, then it flips. */
  onSortChange: (direction: Exclude<SortDirection, 'none'>) => void;
  /** The column's name, which is also the button's accessible name. */
  children: ReactNode;
};

/**
 * A `DataGrid` column header whose button sorts the list, with `aria-sort` on the header
 * cell. The button is a native one (Enter and Space); it is its own tab stop, because the
 * grid's arrow keys move through the body's cells only.
 *
 * @example
 * <DataGridSortableHeader direction={sortOf('title')} onSortChange={sortBy('title')}>
 *   Title
 * </DataGridSortableHeader>
 */
export function DataGridSortableHeader({
  direction,
  onSortChange,
  children,
  className,
  ...props
}: DataGridSortableHeaderProps) {
  return (
    <DataGridColumnHeader aria-sort={direction} className={cn('px-1.5', className)} {...props}>
      <Button
        data-slot="data-grid-sort-button"
        onClick={() => onSortChange(nextSortDirection(direction))}
        className={cn(
          'inline-flex h-8 min-w-0 items-center gap-1 rounded-md px-1.5 font-medium',
          'hover:bg-muted hover:text-foreground',
          'focus-visible:outline-2 focus-visible:outline-focus-ring',
          direction !== 'none' && 'text-foreground',
        )}
      >
        <span className="truncate">{children}</span>
        <SortIcon direction={direction} />
      </Button>
    </DataGridColumnHeader>
  );
}
