import { EmptyState, Skeleton } from '@commerce/ui';
import { LiteButton } from '@commerce/ui/lite';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cheapestVariant, PriceTag } from '../../lib/money/price-tag.tsx';
import { useRegion } from '../../lib/region/region-context.tsx';
import { useRetryFailedReads } from '../../lib/resilience/use-retry-failed-reads.ts';
import { ABOVE_FOLD_CARDS } from './card-images.ts';
import type { ListedProduct } from './listing-cards.ts';

interface ProductGridProps {
  products: readonly ListedProduct[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** What an empty result says, e.g. a title and a "clear filters" action. */
  empty: { title: string; description?: string; action?: ReactNode };
  /** How many placeholders to show while loading. */
  placeholders?: number;
  /** The cards' heading level: one below the heading the grid sits under (h1 or h2). */
  cardHeading?: 'h2' | 'h3';
}

/**
 * A grid of product cards with its loading, error and empty states. A failed read shows
 * in the grid's place with "Try again", which reads again what failed.
 */
export function ProductGrid({
  products,
  isPending,
  isError,
  empty,
  placeholders = 4,
  cardHeading = 'h3',
}: ProductGridProps) {
  const { t } = useTranslation('catalog');
  const retry = useRetryFailedReads();
  if (isError) {
    return (
      <div className="space-y-3 rounded-lg border border-border p-6" data-state="error">
        <p role="alert" className="text-danger">
          {t('products.error')}
        </p>
        <LiteButton variant="secondary" onClick={retry}>
          {t('error.retry', { ns: 'common' })}
        </LiteButton>
      </div>
    );
  }
  if (isPending || !products) {
    return (
      <div aria-busy="true" className="space-y-2">
        <p className="text-sm text-muted-foreground">{t('products.loading')}</p>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {Array.from({ length: placeholders }, (_, index) => `placeholder-${index}`).map((id) => (
            <Skeleton key={id} className="aspect-square w-full" />
          ))}
        </div>
      </div>
    );
  }
  if (products.length === 0) return <EmptyState {...empty} />;
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            heading={cardHeading}
            aboveFold={index < ABOVE_FOLD_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}

function ProductCard({
  product,
  heading: Heading,
  aboveFold,
}: {
  product: ListedProduct;
  heading: 'h2' | 'h3';
  aboveFold: boolean;
}) {
  const { region } = useRegion();
  const cheapest = region ? cheapestVariant(product.variants ?? [], region) : undefined;
  return (
    <article className="flex h-full flex-col gap-2 rounded-lg border border-border p-3">
      {product.thumbnail ? (
        <img
          src={product.thumbnail}
          alt=""
          loading={aboveFold ? 'eager' : 'lazy'}
          fetchPriority={aboveFold ? 'high' : 'auto'}
          className="aspect-square w-full rounded-md bg-muted object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-square w-full rounded-md bg-muted" />
      )}
      <Heading className="font-medium">
        <Link
          to="/products/$handle"
          params={{ handle: product.handle ?? product.id }}
          className="hover:underline"
        >
          {product.title}
        </Link>
      </Heading>
      {region && cheapest && (
        <PriceTag variant={cheapest.variant} region={region} from={cheapest.varies} />
      )}
    </article>
  );
}
