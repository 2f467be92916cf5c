import { useTranslation } from 'react-i18next';
import { PRODUCT_STATUSES } from '../../lib/catalog/product-statuses.ts';
import { FilterMenu } from '../../lib/lists/filter-menu.tsx';
import type { ProductFilter, ProductListSearch } from './product-list-search.ts';
import type { CatalogOptions } from './use-catalog-options.ts';

export interface ProductFiltersProps {
  search: ProductListSearch;
  onChange: (filter: ProductFilter, values: string[]) => void;
  options: CatalogOptions;
}

/**
 * The product list's six filters: status, collection, category, tag, type, sales channel (not
 * for a role that cannot read the channels).
 */
export function ProductFilters({ search, onChange, options }: ProductFiltersProps) {
  const { t } = useTranslation('products');
  const menus = [
    {
      filter: 'status',
      label: t('filters.status'),
      list: {
        state: 'ready',
        options: PRODUCT_STATUSES.map((status) => ({
          value: status,
          label: t(`status.${status}`),
        })),
      },
    },
    { filter: 'collection_id', label: t('filters.collection'), list: options.collections },
    { filter: 'category_id', label: t('filters.category'), list: options.categories },
    { filter: 'tags', label: t('filters.tag'), list: options.tags },
    { filter: 'type_id', label: t('filters.type'), list: options.types },
    { filter: 'sales_channel_id', label: t('filters.salesChannel'), list: options.channels },
  ] as const;
  return menus.map(({ filter, label, list }) =>
    list === null ? null : (
      <FilterMenu
        key={filter}
        label={label}
        options={list.options}
        state={list.state}
        selected={search[filter]}
        onChange={(values) => onChange(filter, values)}
      />
    ),
  );
}
