import { useStoreListCollections } from '@commerce/client/store/collections';
import { useTranslation } from 'react-i18next';
import { useDocumentHead } from '../../lib/seo/use-document-head.ts';
import { canonicalListingPath } from './clean-search.ts';
import { collectionByHandleParams } from './handle-params.ts';
import type { ListingSearch } from './listing-search.ts';
import { ProductListing } from './product-listing.tsx';

interface CollectionPageProps {
  handle: string;
  search: ListingSearch;
  onSearchChange(next: Partial<ListingSearch>): void;
}

/** `/collections/{handle}`: a collection's products, with the other filters. */
export function CollectionPage({ handle, search, onSearchChange }: CollectionPageProps) {
  const { t } = useTranslation('catalog');
  // The route's loader has read it (and answered not-found when there is none).
  const { data } = useStoreListCollections(collectionByHandleParams(handle));
  const collection = data?.collections[0];
  useDocumentHead(
    collection
      ? {
          title: collection.title,
          description: t('collection.description', { title: collection.title }),
          canonicalPath: canonicalListingPath(`/collections/${handle}`, search),
        }
      : null,
  );
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-semibold">{collection?.title ?? handle}</h1>
      <ProductListing
        search={search}
        fixed={{ collection: handle }}
        onSearchChange={onSearchChange}
      />
    </div>
  );
}
