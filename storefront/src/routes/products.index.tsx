import { createFileRoute } from '@tanstack/react-router';
import { mergeSearch } from '../features/catalog/clean-search.ts';
import type { ListingSearch } from '../features/catalog/listing-search.ts';
import { validateListingSearch } from '../features/catalog/listing-search.ts';
import { ProductsPage } from '../features/catalog/products-page.tsx';

export const Route = createFileRoute('/products/')({
  validateSearch: validateListingSearch,
  component: ProductsRoute,
});

function ProductsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (next: Partial<ListingSearch>) =>
    void navigate({ search: (prev) => mergeSearch(prev, next) });
  return <ProductsPage search={search} onSearchChange={change} />;
}
