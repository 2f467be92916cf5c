import { LiteButton as Button } from '@commerce/ui/lite';
import { useTranslation } from 'react-i18next';
import { ListingFilters } from './listing-filters.tsx';
import type { ListingSearch } from './listing-search.ts';
import { Pagination } from './pagination.tsx';
import { ProductGrid } from './product-grid.tsx';
import { useFilterIds } from './use-filter-ids.ts';
import { useListingProducts } from './use-listing-products.ts';

interface ProductListingProps {
  search: ListingSearch;
  /** Filters the page itself sets, e.g. `{ collection: 'outdoor' }` on a collection page. */
  fixed?: Pick<ListingSearch, 'collection' | 'category'>;
  onSearchChange(next: Partial<ListingSearch>): void;
}

/** Filters, results (with their states) and pagination of a product listing. */
export function ProductListing({ search, fixed = {}, onSearchChange }: ProductListingProps) {
  const { t } = useTranslation('catalog');
  const effective = { ...search, ...fixed };
  const filters = useFilterIds(effective);
  const result = useListingProducts(effective, filters);
  const hasFilters = Boolean(
    search.q || search.collection || search.category || search.tag || search.type,
  );
  const clear = () =>
    onSearchChange({
      q: undefined,
      collection: undefined,
      category: undefined,
      tag: undefined,
      type: undefined,
      page: undefined,
    });
  return (
    <div className="space-y-6">
      <ListingFilters
        search={effective}
        choices={filters.choices}
        hidden={Object.keys(fixed) as ('collection' | 'category')[]}
        onChange={onSearchChange}
      />
      <p role="status" className="text-sm text-muted-foreground">
        {result.count !== undefined && !result.isPending
          ? t('products.results', { count: result.count })
          : ''}
      </p>
      <ProductGrid
        products={result.products}
        isPending={result.isPending && !(filters.isError && !filters.ready)}
        isError={result.isError || (filters.isError && !filters.ready)}
        placeholders={8}
        cardHeading="h2"
        empty={{
          title: search.q ? t('products.noMatch', { q: search.q }) : t('products.empty'),
          description: hasFilters ? t('products.emptyHint') : undefined,
          action: hasFilters ? (
            <Button variant="secondary" onClick={clear}>
              {t('filters.clear')}
            </Button>
          ) : undefined,
        }}
      />
      <Pagination page={result.page} pages={result.pages} hasNext={result.hasNext} />
    </div>
  );
}
