import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../button/button.tsx';

export type PageRange = {
  /** 1-based number of the first row shown; 0 when there are none. */
  start: number;
  /** Number of the last row shown. */
  end: number;
  /** Rows in the whole list. */
  count: number;
};

/** "1–20 of 135"; with no rows, "0 of 0". */
export function defaultFormatRange({ start, end, count }: PageRange): string {
  return count === 0 ? '0 of 0' : `${start}–${end} of ${count}`;
}

export type TablePaginationProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** Rows skipped before this page, as the list endpoints take it. */
  offset: number;
  /** Rows per page (spec §9: the order list's default is 10). */
  limit: number;
  /** Rows in the whole list. */
  count: number;
  onOffsetChange: (offset: number) => void;
  /** Builds the range text, for translations and number formats. */
  formatRange?: (range: PageRange) => string;
  previousLabel?: string;
  nextLabel?: string;
  /** The navigation landmark's name. */
  label?: string;
};

/**
 * The footer of a paged table: the range shown ("1–20 of 135") and Previous/Next buttons,
 * in offset/limit terms like the list endpoints. A button at the end of the list is
 * disabled but stays focusable (`aria-disabled`), so focus is not lost when the last page
 * is reached. The range is a polite live region, so the new range is announced.
 *
 * @example
 * <TablePagination
 *   offset={offset}
 *   limit={10}
 *   count={data.count}
 *   onOffsetChange={setOffset}
 *   formatRange={({ start, end, count }) => t('table.range', { start, end, count })}
 *   previousLabel={t('table.previous')}
 *   nextLabel={t('table.next')}
 * />
 */
export function TablePagination({
  offset,
  limit,
  count,
  onOffsetChange,
  formatRange = defaultFormatRange,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  label = 'Pagination',
  className,
  ...props
}: TablePaginationProps) {
  const start = count === 0 ? 0 : Math.min(offset + 1, count);
  const end = Math.min(offset + limit, count);
  const hasPrevious = offset > 0;
  const hasNext = offset + limit < count;

  return (
    <nav
      aria-label={label}
      data-slot="table-pagination"
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 px-3 py-2 text-sm',
        className,
      )}
      {...props}
    >
      <p data-slot="table-pagination-range" aria-live="polite" className="text-muted-foreground">
        {formatRange({ start, end, count })}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="small"
          disabled={!hasPrevious}
          accessibleWhenDisabled
          onClick={() => onOffsetChange(Math.max(0, offset - limit))}
        >
          {previousLabel}
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={!hasNext}
          accessibleWhenDisabled
          onClick={() => onOffsetChange(offset + limit)}
        >
          {nextLabel}
        </Button>
      </div>
    </nav>
  );
}
