import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/hydration/use-hydrated.ts';
import { useLazySheet } from '../../lib/lazy-sheet/use-lazy-sheet.ts';
import { activeFilterCount, ProductFilters, type ProductFiltersProps } from './product-filters.tsx';

const loadSheet = () => import('./filters-sheet.tsx');
const FiltersSheet = lazy(loadSheet);

const phoneButtonClass =
  'inline-flex h-9 cursor-pointer items-center justify-center self-start rounded-md border border-border px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus-ring md:hidden';

/**
 * A listing's filters. From `md` up, the form in the page, as it always was. On a phone
 * a "Filters (n)" button, n the filters set, opens them in a sheet (filters-sheet.tsx,
 * loaded on demand), so the first products show on the first screen. Without JavaScript
 * (or before the page has hydrated) the button is a native disclosure around the same GET
 * form, which "Apply" sends.
 */
export function ListingFilters(props: ProductFiltersProps) {
  const { t } = useTranslation('catalog');
  const hydrated = useHydrated();
  const sheet = useLazySheet(loadSheet);
  const label = t('filters.open', { count: activeFilterCount(props.search, props.hidden) });
  return (
    <>
      <ProductFilters {...props} className="hidden gap-4 md:grid md:grid-cols-2 lg:grid-cols-5" />
      {hydrated ? (
        <button {...sheet.buttonProps} className={phoneButtonClass}>
          {label}
        </button>
      ) : (
        <details className="md:hidden">
          <summary className={`${phoneButtonClass} list-none [&::-webkit-details-marker]:hidden`}>
            {label}
          </summary>
          <ProductFilters {...props} className="mt-4 grid gap-4" />
        </details>
      )}
      {sheet.loaded && (
        <Suspense fallback={null}>
          <FiltersSheet {...props} {...sheet.sheetProps} title={label} />
        </Suspense>
      )}
    </>
  );
}
