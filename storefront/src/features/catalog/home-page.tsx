import { useMedusa } from '@commerce/client';
import { useStoreListCollections } from '@commerce/client/store/collections';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { navCollectionParams } from '../../lib/catalog/params.ts';
import { usePricingParams } from '../../lib/region/use-pricing-params.ts';
import { featuredCollectionCount, featuredProductsParams } from './featured-products-params.ts';
import { listingCardsQueryOptions } from './listing-cards.ts';
import { ProductGrid } from './product-grid.tsx';

/** The home page: a welcome, the featured collections and the newest products. */
export function HomePage() {
  const { t } = useTranslation('catalog');
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8">
      <div className="space-y-2">
        <h1 className="text-3xl font-semibold">{t('home.title')}</h1>
        <p className="text-muted-foreground">{t('home.intro')}</p>
      </div>
      <FeaturedCollections />
      <section aria-labelledby="featured-products" className="space-y-3">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="featured-products" className="text-xl font-medium">
            {t('home.featuredProducts')}
          </h2>
          <Link to="/products" className="text-sm underline">
            {t('home.allProducts')}
          </Link>
        </div>
        <FeaturedProductList />
      </section>
    </div>
  );
}

function FeaturedCollections() {
  const { t } = useTranslation('catalog');
  const { data, isPending, isError } = useStoreListCollections(navCollectionParams);
  const collections = data?.collections.slice(0, featuredCollectionCount) ?? [];
  // The section is optional: without collections (or while they load) the page reads fine.
  if (isPending || isError || collections.length === 0) return null;
  return (
    <section aria-labelledby="featured-collections" className="space-y-3">
      <h2 id="featured-collections" className="text-xl font-medium">
        {t('home.featuredCollections')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {collections.map((collection) => (
          <li key={collection.id}>
            <Link
              to="/collections/$handle"
              params={{ handle: collection.handle ?? collection.id }}
              className="flex h-24 items-center justify-center rounded-lg border border-border bg-muted text-lg font-medium hover:bg-muted/70"
            >
              {collection.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FeaturedProductList() {
  const { t } = useTranslation('catalog');
  const pricing = usePricingParams();
  const { client } = useMedusa();
  const { data, isPending, isError } = useQuery({
    ...listingCardsQueryOptions(client, { ...featuredProductsParams, ...pricing.params }),
    enabled: pricing.ready,
  });
  return (
    <ProductGrid
      products={data?.products}
      isPending={isPending}
      isError={isError}
      empty={{ title: t('home.empty') }}
    />
  );
}
