import { useMedusa } from '@commerce/client';
import {
  type AdminListProductTypesData,
  adminListProductTypesQueryOptions,
} from '@commerce/client/admin/product-types';
import { adminListProductsQueryOptions } from '@commerce/client/admin/products';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import { pageParams } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import { UsageLink } from './usage-link.tsx';
import type { ValueListSearch } from './value-list-search.ts';

type ProductType = AdminListProductTypesData['product_types'][number];

const typeId = (type: ProductType) => type.id;
const typeName = (type: ProductType) => type.value;

/**
 * How many products are of a type. The contract has no usage endpoint for types, so each
 * row asks `GET /admin/products?type_id[]=…&limit=0` for the count alone; only the rows the
 * grid renders ask, and answers are cached.
 */
function TypeUsage({ id }: { id: string }) {
  const { client } = useMedusa();
  const count = useQuery({
    ...adminListProductsQueryOptions(client, { type_id: [id], limit: 0 }),
    select: (data) => data.count,
  });
  return <UsageLink count={count.data} filter="type_id" id={id} />;
}

/** `/a/products/types`: product types with how many products are of each. */
export function TypeList({
  search,
  onSearchChange,
}: {
  search: ValueListSearch;
  onSearchChange: SearchChange<ValueListSearch>;
}) {
  const { t, i18n } = useTranslation('catalog');
  const { client } = useMedusa();
  const navigate = useNavigate();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const query = useQuery({
    ...adminListProductTypesQueryOptions(client, pageParams(search)),
    placeholderData: keepPreviousData,
    select: (data: AdminListProductTypesData) => ({ rows: data.product_types, count: data.count }),
  });
  const columns: ListColumn<ProductType>[] = [
    {
      id: 'value',
      header: t('fields.type'),
      width: 'minmax(12rem, 2fr)',
      sort: 'value',
      required: true,
      cell: (type) => <span className="truncate font-medium">{type.value}</span>,
    },
    {
      id: 'usage',
      header: t('fields.usage'),
      width: 'minmax(8rem, 1fr)',
      cell: (type) => <TypeUsage id={type.id} />,
    },
    {
      id: 'created_at',
      header: t('fields.createdAt'),
      width: '10rem',
      sort: 'created_at',
      cell: (type) => dates.format(new Date(type.created_at)),
    },
  ];
  return (
    <ListView
      listId="product-types"
      label={t('sections.types')}
      searchLabel={t('types.search')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={columns}
      getRowId={typeId}
      rowName={typeName}
      onOpenRow={(type) => void navigate({ to: '/a/products', search: { type_id: [type.id] } })}
      emptyTitle={t('types.emptyTitle')}
      emptyDescription={t('types.emptyDescription')}
    />
  );
}
