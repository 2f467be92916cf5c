import { Button } from '@ariakit/react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { TableHead } from './data-table.tsx';

/** The values of `aria-sort`, so the prop and the attribute never need translating. */
export type SortDirection = 'ascending' | 'descending' | 'none';

export type SortableHeaderProps = Omit<ComponentProps<'th'>, 'children'> & {
  /** How the table is sorted by this column now; `none` when sorted by another. */
  direction: SortDirection;
  /** Called with the next direction: ascending first, then it flips. */
  onSortChange: (direction: Exclude<SortDirection, 'none'>) => void;
  /** The column's name, which is also the button's accessible name. */
  children: ReactNode;
};

/** The direction a click asks for: an unsorted column starts ascending. */
export function nextSortDirection(direction: SortDirection): Exclude<SortDirection, 'none'> {
  return direction === 'ascending' ? 'descending' : 'ascending';
}

/**
 * A column header whose button sorts the table. The header cell carries `aria-sort`
 * (where assistive technology looks for it); the button is a native one, so Enter and Space
 * work. The app owns the sorting: it passes `direction` and reorders rows in `onSortChange`.
 *
 * @example
 * <SortableHeader
 *   direction={sort.column === 'total' ? sort.direction : 'none'}
 *   onSortChange={(direction) => setSort({ column: 'total', direction })}
 * >
 *   Total
 * </SortableHeader>
 */
export function SortableHeader({
  direction,
  onSortChange,
  children,
  className,
  ...props
}: SortableHeaderProps) {
  return (
    <TableHead aria-sort={direction} className={cn('px-1.5', className)} {...props}>
      <Button
        data-slot="sortable-header-button"
        onClick={() => onSortChange(nextSortDirection(direction))}
        className={cn(
          'inline-flex h-8 items-center gap-1 rounded-md px-1.5 font-medium hover:bg-muted',
          'hover:text-foreground',
          'focus-visible:outline-2 focus-visible:outline-focus-ring',
          direction !== 'none' && 'text-foreground',
        )}
      >
        {children}
        <SortIcon direction={direction} />
      </Button>
    </TableHead>
  );
}

/** The arrows of a sortable header; faded while the column is not the sort. */
export function SortIcon({ direction }: { direction: SortDirection }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-direction={direction}
      className={cn('size-3.5 shrink-0', direction === 'none' && 'opacity-50')}
    >
      {direction !== 'descending' && <path d="M5 6.5 8 3.5l3 3" />}
      {direction !== 'ascending' && <path d="m5 9.5 3 3 3-3" />}
    </svg>
  );
}
