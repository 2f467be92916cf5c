import { useMedusa } from '@commerce/client';
import {
  type AdminListStockLocationsData,
  adminListStockLocationsQueryOptions,
} from '@commerce/client/admin/stock-locations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import type { ListSearch } from '../../lib/lists/list-search.ts';
import { pageParams } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import { addressLine } from './location-values.ts';
import type { StockLocation } from './use-stock-locations.ts';

export interface LocationListProps {
  search: ListSearch;
  onSearchChange: SearchChange<ListSearch>;
}

const locationId = (location: StockLocation) => location.id;
const locationName = (location: StockLocation) => location.name;

/** The stock locations with their addresses. */
export function LocationList({ search, onSearchChange }: LocationListProps) {
  const { t } = useTranslation('inventory');
  const { client } = useMedusa();
  const navigate = useNavigate();
  const query = useQuery({
    ...adminListStockLocationsQueryOptions(client, pageParams(search)),
    placeholderData: keepPreviousData,
    select: (data: AdminListStockLocationsData) => ({
      rows: data.stock_locations,
      count: data.count,
    }),
  });
  const columns: ListColumn<StockLocation>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      width: 'minmax(12rem, 1fr)',
      sort: 'name',
      required: true,
      cell: (location) => (
        <Link
          to="/a/settings/locations/$id"
          params={{ id: location.id }}
          tabIndex={-1}
          className="truncate font-medium hover:underline"
        >
          {location.name}
        </Link>
      ),
    },
    {
      id: 'address',
      header: t('locations.address'),
      width: 'minmax(16rem, 2fr)',
      cell: (location) => <span className="truncate">{addressLine(location) || '—'}</span>,
    },
  ];

  return (
    <ListView
      listId="stock-locations"
      label={t('sections.locations')}
      searchLabel={t('locations.search')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={columns}
      getRowId={locationId}
      rowName={locationName}
      onOpenRow={(location) =>
        void navigate({ to: '/a/settings/locations/$id', params: { id: location.id } })
      }
      emptyTitle={t('locations.emptyTitle')}
      emptyDescription={t('locations.emptyDescription')}
    />
  );
}
