import { useTranslation } from 'react-i18next';
import type { ListingSearch } from './listing-search.ts';
import { ProductListing } from './product-listing.tsx';

interface ProductsPageProps {
  search: ListingSearch;
  onSearchChange(next: Partial<ListingSearch>): void;
}

/** `/products`: the whole catalogue, or the results of a free-text search (`?q=`). */
export function ProductsPage({ search, onSearchChange }: ProductsPageProps) {
  const { t } = useTranslation('catalog');
  const title = search.q ? t('products.searchTitle', { q: search.q }) : t('products.title');
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-semibold">{title}</h1>
      <ProductListing search={search} onSearchChange={onSearchChange} />
    </div>
  );
}
