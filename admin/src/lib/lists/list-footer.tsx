import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuLabel,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
  TablePagination,
} from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './list-search.ts';

export interface ListFooterProps {
  offset: number;
  limit: number;
  count: number;
  onOffsetChange: (offset: number) => void;
  onLimitChange: (limit: number) => void;
}

/** The range shown, Previous and Next, and how many rows a page holds. */
export function ListFooter({
  offset,
  limit,
  count,
  onOffsetChange,
  onLimitChange,
}: ListFooterProps) {
  const { t, i18n } = useTranslation('lists');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {/* A menu rather than a select: it reuses the menu code the shell already loads. */}
      <DropdownMenu>
        <DropdownMenuTrigger size="small" variant="ghost">
          {t('pagination.pageSizeButton', { size: number.format(limit) })}
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuGroup>
            <DropdownMenuLabel>{t('pagination.pageSize')}</DropdownMenuLabel>
            {PAGE_SIZES.map((size) => (
              <DropdownMenuRadioItem
                key={size}
                name="page-size"
                value={String(size)}
                checked={size === limit}
                hideOnClick
                onChange={() => onLimitChange(size || DEFAULT_PAGE_SIZE)}
              >
                {number.format(size)}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      <TablePagination
        offset={offset}
        limit={limit}
        count={count}
        onOffsetChange={onOffsetChange}
        label={t('pagination.label')}
        previousLabel={t('pagination.previous')}
        nextLabel={t('pagination.next')}
        formatRange={({ start, end, count: total }) =>
          total === 0
            ? t('pagination.none')
            : t('pagination.range', {
                start: number.format(start),
                end: number.format(end),
                count: number.format(total),
              })
        }
        className="px-0"
      />
    </div>
  );
}
