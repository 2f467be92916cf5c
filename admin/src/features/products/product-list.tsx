import { useMedusa } from '@commerce/client';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkOutcomeNotice } from '../../lib/lists/bulk-outcome-notice.tsx';
import { changeSearch } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { ProductBulkActions, type ProductBulkResult } from './product-bulk-actions.tsx';
import { productColumns } from './product-columns.tsx';
import { ProductFilters } from './product-filters.tsx';
import { type ListedProduct, productListQueryOptions } from './product-list-query.ts';
import type { ProductListSearch } from './product-list-search.ts';
import { useCatalogOptions } from './use-catalog-options.ts';

export interface ProductListProps {
  search: ProductListSearch;
  onSearchChange: SearchChange<ProductListSearch>;
}

const productId = (product: ListedProduct) => product.id;
const productName = (product: ListedProduct) => product.title;

/** `/a/products`: every product, with the list pattern's search, filters and bulk actions. */
export function ProductList({ search, onSearchChange }: ProductListProps) {
  const { t, i18n } = useTranslation('products');
  const { client } = useMedusa();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const options = useCatalogOptions();
  const query = useQuery(productListQueryOptions(client, search));
  const [result, setResult] = useState<ProductBulkResult>();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const notice = result && (
    <BulkOutcomeNotice
      outcome={result.outcome}
      rowName={productName}
      success={t(`outcome.${result.action}.done`, {
        count: result.outcome.succeeded.length,
        target: result.target,
      })}
      failure={t(`outcome.${result.action}.failed`, {
        count: result.outcome.failed.length,
        target: result.target,
      })}
      onDismiss={() => setResult(undefined)}
    />
  );

  return (
    <ListView
      listId="products"
      label={t('title')}
      searchLabel={t('search')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={productColumns(t, (iso) => dates.format(new Date(iso)))}
      getRowId={productId}
      rowName={productName}
      onOpenRow={(product) => void navigate({ to: '/a/products/$id', params: { id: product.id } })}
      filters={
        <ProductFilters
          search={search}
          options={options}
          onChange={(filter, values) => onSearchChange(changeSearch(search, { [filter]: values }))}
        />
      }
      bulkLabel={t('bulk.label')}
      // Every bulk action changes products: a read-only role gets no selection at all.
      bulkActions={
        can('products:write')
          ? (selected, selection) => (
              <ProductBulkActions
                selected={selected}
                selection={selection}
                options={options}
                onResult={setResult}
              />
            )
          : undefined
      }
      notice={notice}
      emptyTitle={t('empty.title')}
      emptyDescription={t('empty.description')}
    />
  );
}
