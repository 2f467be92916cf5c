import { useStoreListCollections } from '@commerce/client/store/collections';
import { collectionByHandleParams } from './collection-handle-params.ts';
import type { ListingSearch } from './listing-search.ts';
import { ProductListing } from './product-listing.tsx';

interface CollectionPageProps {
  handle: string;
  search: ListingSearch;
  onSearchChange(next: Partial<ListingSearch>): void;
}

/** `/collections/{handle}`: a collection's products, with the other filters. */
export function CollectionPage({ handle, search, onSearchChange }: CollectionPageProps) {
  // The route's loader has read it (and answered not-found when there is none).
  const { data } = useStoreListCollections(collectionByHandleParams(handle));
  const collection = data?.collections[0];
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
