import { LiteButton, NativeSelect, type NativeSelectOption } from '@commerce/ui/lite';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/hydration/use-hydrated.ts';
import { type ListingSearch, SORTS } from './listing-search.ts';
import type { useFilterIds } from './use-filter-ids.ts';

type Choices = ReturnType<typeof useFilterIds>['choices'];
export type FilterName = 'collection' | 'category' | 'tag' | 'type';

const FILTER_NAMES: readonly FilterName[] = ['collection', 'category', 'tag', 'type'];

/** How many filters the shopper has set, leaving out those the page fixes (and the sort). */
export function activeFilterCount(search: ListingSearch, hidden: readonly FilterName[] = []) {
  return FILTER_NAMES.filter((name) => !hidden.includes(name) && search[name] !== undefined).length;
}

/** The value of "no filter": empty, so a submitted form leaves the param out. */
const ALL = '';

export interface ProductFiltersProps {
  search: ListingSearch;
  choices: Choices;
  /** Filters fixed by the page (a collection page has no collection filter). */
  hidden?: readonly FilterName[];
  onChange(next: Partial<ListingSearch>): void;
  /** The form's layout: a grid of five columns on wide screens unless given. */
  className?: string;
}

/**
 * Collection, category, tag and type filters and the sort order of a listing. A GET form of
 * the listing's own URL: with JavaScript a choice applies at once; without it (or before the
 * page has hydrated) "Apply" sends the form, and the server renders the filtered page.
 */
export function ProductFilters({
  search,
  choices,
  hidden = [],
  onChange,
  className = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-5',
}: ProductFiltersProps) {
  const { t } = useTranslation('catalog');
  const path = useLocation({ select: (location) => location.pathname });
  const hydrated = useHydrated();
  const all: NativeSelectOption = { value: ALL, label: t('filters.any') };
  const filters: { name: FilterName; label: string; options: NativeSelectOption[] }[] = [
    {
      name: 'collection',
      label: t('filters.collection'),
      options: choices.collections.map((c) => ({ value: c.handle ?? c.id, label: c.title })),
    },
    {
      name: 'category',
      label: t('filters.category'),
      // The tree's depth shown by indentation, so "Tops" reads as part of "Apparel".
      options: choices.categories.map(({ category, depth }) => ({
        value: category.handle,
        label: `${'\u00a0\u00a0'.repeat(depth)}${category.name}`,
      })),
    },
    {
      name: 'tag',
      label: t('filters.tag'),
      options: choices.tags.map((tag) => ({ value: tag.value, label: tag.value })),
    },
    {
      name: 'type',
      label: t('filters.type'),
      options: choices.types.map((type) => ({ value: type.value, label: type.value })),
    },
  ];
  const sortLabels = {
    newest: t('filters.sortNewest'),
    price: t('filters.sortPrice'),
    'price-desc': t('filters.sortPriceDesc'),
    title: t('filters.sortTitle'),
    'title-desc': t('filters.sortTitleDesc'),
  };
  return (
    <form
      method="get"
      action={path}
      // Each choice has navigated already; nothing left to send.
      onSubmit={(event) => event.preventDefault()}
      className={className}
    >
      {search.q !== undefined && <input type="hidden" name="q" value={search.q} />}
      {filters
        .filter((filter) => !hidden.includes(filter.name))
        .map((filter) => (
          <div key={filter.name} className="flex flex-col gap-1.5">
            <NativeSelect
              name={filter.name}
              label={filter.label}
              size="small"
              options={[all, ...filter.options]}
              value={search[filter.name] ?? ALL}
              onValueChange={(value) =>
                onChange({ [filter.name]: value === ALL ? undefined : value, page: undefined })
              }
            />
          </div>
        ))}
      <div className="flex flex-col gap-1.5">
        <NativeSelect
          name="sort"
          label={t('filters.sort')}
          size="small"
          options={SORTS.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
          value={search.sort ?? 'newest'}
          onValueChange={(value) =>
            onChange({
              sort: value === 'newest' ? undefined : (value as ListingSearch['sort']),
              page: undefined,
            })
          }
        />
      </div>
      {!hydrated && (
        <div className="flex items-end">
          <LiteButton type="submit" variant="secondary" size="small">
            {t('filters.apply')}
          </LiteButton>
        </div>
      )}
    </form>
  );
}
