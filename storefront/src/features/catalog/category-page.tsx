import { useStoreListProductCategories } from '@commerce/client/store/product-categories';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { categoryByHandleParams } from './category-handle-params.ts';
import type { ListingSearch } from './listing-search.ts';
import { ProductListing } from './product-listing.tsx';

interface CategoryPageProps {
  handle: string;
  search: ListingSearch;
  onSearchChange(next: Partial<ListingSearch>): void;
}

/** `/categories/{handle}`: the products of a category and of its subcategories. */
export function CategoryPage({ handle, search, onSearchChange }: CategoryPageProps) {
  const { t } = useTranslation('catalog');
  const { data } = useStoreListProductCategories(categoryByHandleParams(handle));
  const category = data?.product_categories[0];
  const children = category?.category_children ?? [];
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold">{category?.name ?? handle}</h1>
        {category?.description && <p className="text-muted-foreground">{category.description}</p>}
      </div>
      {children.length > 0 && (
        <nav aria-label={t('category.subcategories')}>
          <ul className="flex flex-wrap gap-2">
            {children.map((child) => (
              <li key={child.id}>
                <Link
                  to="/categories/$handle"
                  params={{ handle: child.handle }}
                  className="rounded-full border border-border px-3 py-1 text-sm hover:bg-muted"
                >
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ProductListing
        search={search}
        fixed={{ category: handle }}
        onSearchChange={onSearchChange}
      />
    </div>
  );
}
