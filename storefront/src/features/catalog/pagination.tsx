import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

interface PaginationProps {
  page: number;
  pages: number | undefined;
  hasNext: boolean;
}

const linkClass = 'rounded-md border border-border px-3 py-1.5 text-sm hover:bg-muted';
/**
 * A link is the current page only when its whole search matches: by default the router
 * counts a link to page 1 (no `page`) as current on every page, and Previous said
 * `aria-current="page"` beside the real current page.
 */
const EXACT = { exact: true, includeSearch: true } as const;

/**
 * Previous and next page as real links (`?page=`), so the pages can be bookmarked, shared
 * and followed by search engines; the other search params are kept.
 */
export function Pagination({ page, pages, hasNext }: PaginationProps) {
  const { t } = useTranslation('catalog');
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex items-center justify-center gap-4">
      {page > 1 && (
        <Link
          to="."
          search={(prev: Record<string, unknown>) => ({
            ...prev,
            page: page - 1 > 1 ? page - 1 : undefined,
          })}
          className={linkClass}
          activeOptions={EXACT}
          rel="prev"
        >
          {t('pagination.previous')}
        </Link>
      )}
      <span className="text-sm" aria-current="page">
        {pages === undefined
          ? t('pagination.pageOnly', { page })
          : t('pagination.page', { page, pages })}
      </span>
      {hasNext && (
        <Link
          to="."
          search={(prev: Record<string, unknown>) => ({ ...prev, page: page + 1 })}
          className={linkClass}
          activeOptions={EXACT}
          rel="next"
        >
          {t('pagination.next')}
        </Link>
      )}
    </nav>
  );
}
