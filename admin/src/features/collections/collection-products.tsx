import {
  adminRemoveCollectionProductsInvalidation,
  invalidateAfter,
  useMedusa,
} from '@commerce/client';
import {
  type AdminListProductsData,
  adminListProductsQueryOptions,
  adminRemoveCollectionProducts,
} from '@commerce/client/admin';
import { Button } from '@commerce/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductStatusBadge } from '../../lib/catalog/product-status.tsx';
import { type BulkOutcome, runAll } from '../../lib/lists/bulk.ts';
import { BulkOutcomeNotice } from '../../lib/lists/bulk-outcome-notice.tsx';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import type { ListSearch } from '../../lib/lists/list-search.ts';
import { pageParams } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';

type Product = AdminListProductsData['products'][number];

export interface CollectionProductsProps {
  collectionId: string;
  search: ListSearch;
  onSearchChange: SearchChange<ListSearch>;
}

const productId = (product: Product) => product.id;
const productName = (product: Product) => product.title;

/** The products in a collection (the list pattern), and taking some out of it. */
export function CollectionProducts({
  collectionId,
  search,
  onSearchChange,
}: CollectionProductsProps) {
  const { t } = useTranslation('catalog');
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<BulkOutcome<Product>>();
  const [removing, setRemoving] = useState(false);
  const query = useQuery({
    ...adminListProductsQueryOptions(client, {
      ...pageParams(search),
      collection_id: [collectionId],
    }),
    placeholderData: keepPreviousData,
    select: (data: AdminListProductsData) => ({ rows: data.products, count: data.count }),
  });
  const columns: ListColumn<Product>[] = [
    {
      id: 'title',
      header: t('fields.title'),
      width: 'minmax(14rem, 2fr)',
      sort: 'title',
      required: true,
      cell: (product) => (
        <Link
          to="/a/products/$id"
          params={{ id: product.id }}
          tabIndex={-1}
          className="truncate font-medium hover:underline"
        >
          {product.title}
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('fields.status'),
      width: '9rem',
      cell: (product) => <ProductStatusBadge status={product.status} />,
    },
  ];

  const remove = async (rows: Product[], deselect: (rows: Product[]) => void) => {
    setRemoving(true);
    try {
      const result = await runAll(rows, (chosen) =>
        adminRemoveCollectionProducts(
          client,
          { id: collectionId },
          { product_ids: chosen.map((row) => row.id) },
        ),
      );
      await invalidateAfter(
        queryClient,
        adminRemoveCollectionProductsInvalidation,
        { id: collectionId },
        undefined,
      );
      deselect(result.succeeded);
      setOutcome(result);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <ListView
      listId="collection-products"
      label={t('collections.products')}
      searchLabel={t('collections.searchProducts')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={columns}
      getRowId={productId}
      rowName={productName}
      onOpenRow={(product) => void navigate({ to: '/a/products/$id', params: { id: product.id } })}
      bulkLabel={t('collections.productActions')}
      bulkActions={(selected, selection) => (
        <Button
          size="small"
          variant="danger"
          isLoading={removing}
          onClick={() => void remove(selected, (rows) => selection.setAll(rows, false))}
        >
          {t('collections.removeProducts')}
        </Button>
      )}
      notice={
        outcome && (
          <BulkOutcomeNotice
            outcome={outcome}
            rowName={productName}
            success={t('collections.removed', { count: outcome.succeeded.length })}
            failure={t('collections.removeFailed', { count: outcome.failed.length })}
            onDismiss={() => setOutcome(undefined)}
          />
        )
      }
      emptyTitle={t('collections.noProductsTitle')}
      emptyDescription={t('collections.noProducts')}
    />
  );
}
