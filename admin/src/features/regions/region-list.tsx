import { useMedusa } from '@commerce/client';
import {
  type AdminListRegionsData,
  adminListRegionsQueryOptions,
} from '@commerce/client/admin/regions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import type { ListSearch } from '../../lib/lists/list-search.ts';
import { pageParams } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import { countryNamer } from './countries.ts';
import type { Region } from './use-settings-data.ts';

export interface RegionListProps {
  search: ListSearch;
  onSearchChange: SearchChange<ListSearch>;
}

const regionId = (region: Region) => region.id;
const regionName = (region: Region) => region.name;

/** The regions with their currency, countries and default tax rate. */
export function RegionList({ search, onSearchChange }: RegionListProps) {
  const { t, i18n } = useTranslation('regions');
  const { client } = useMedusa();
  const navigate = useNavigate();
  const countryName = countryNamer(i18n.language);
  const query = useQuery({
    ...adminListRegionsQueryOptions(client, pageParams(search)),
    placeholderData: keepPreviousData,
    select: (data: AdminListRegionsData) => ({ rows: data.regions, count: data.count }),
  });
  const columns: ListColumn<Region>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      width: 'minmax(12rem, 1fr)',
      sort: 'name',
      required: true,
      cell: (region) => (
        <Link
          to="/a/settings/regions/$id"
          params={{ id: region.id }}
          tabIndex={-1}
          className="truncate font-medium hover:underline"
        >
          {region.name}
        </Link>
      ),
    },
    {
      id: 'currency',
      header: t('fields.currency'),
      width: '8rem',
      sort: 'currency_code',
      cell: (region) => region.currency_code.toUpperCase(),
    },
    {
      id: 'tax_rate',
      header: t('fields.taxRate'),
      width: '8rem',
      sort: 'tax_rate',
      cell: (region) => t('format.percent', { rate: region.tax_rate }),
    },
    {
      id: 'countries',
      header: t('fields.countries'),
      width: 'minmax(16rem, 2fr)',
      cell: (region) => (
        <span className="truncate">
          {(region.countries ?? []).map((c) => countryName(c.iso_2)).join(', ') || '—'}
        </span>
      ),
    },
  ];

  return (
    <ListView
      listId="regions"
      label={t('regions.title')}
      searchLabel={t('regions.search')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={columns}
      getRowId={regionId}
      rowName={regionName}
      onOpenRow={(region) =>
        void navigate({ to: '/a/settings/regions/$id', params: { id: region.id } })
      }
      emptyTitle={t('regions.emptyTitle')}
      emptyDescription={t('regions.emptyDescription')}
    />
  );
}
