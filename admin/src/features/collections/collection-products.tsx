import {
  adminRemoveCollectionProductsInvalidation,
  invalidateAfter,
  useMedusa,
} from '@commerce/client';
import { adminRemoveCollectionProducts } from '@commerce/client/admin/collections';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MemberProducts } from '../../lib/catalog/member-products.tsx';
import type { ListSearch } from '../../lib/lists/list-search.ts';
import type { SearchChange } from '../../lib/lists/list-view.tsx';

export interface CollectionProductsProps {
  collectionId: string;
  search: ListSearch;
  onSearchChange: SearchChange<ListSearch>;
}

/** The products in a collection (the list pattern), and taking some out of it. */
export function CollectionProducts({
  collectionId,
  search,
  onSearchChange,
}: CollectionProductsProps) {
  const { t } = useTranslation('catalog');
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const removeProducts = async (ids: string[]) => {
    await adminRemoveCollectionProducts(client, { id: collectionId }, { product_ids: ids });
    const params = { id: collectionId };
    await invalidateAfter(
      queryClient,
      adminRemoveCollectionProductsInvalidation,
      params,
      undefined,
    );
  };
  return (
    <MemberProducts
      listId="collection-products"
      filter={{ collection_id: [collectionId] }}
      search={search}
      onSearchChange={onSearchChange}
      removeProducts={removeProducts}
      removePermission="products:write"
      text={{
        label: t('collections.products'),
        searchLabel: t('collections.searchProducts'),
        actionsLabel: t('collections.productActions'),
        remove: t('collections.removeProducts'),
        removed: (count) => t('collections.removed', { count }),
        removeFailed: (count) => t('collections.removeFailed', { count }),
        emptyTitle: t('collections.noProductsTitle'),
        emptyDescription: t('collections.noProducts'),
      }}
    />
  );
}
