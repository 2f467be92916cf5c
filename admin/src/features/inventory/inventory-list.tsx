import { useMedusa } from '@commerce/client';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkOutcomeNotice } from '../../lib/lists/bulk-outcome-notice.tsx';
import { FilterMenu } from '../../lib/lists/filter-menu.tsx';
import { changeSearch } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { InventoryBulkActions, type InventoryBulkResult } from './inventory-bulk-actions.tsx';
import { inventoryColumns, itemName } from './inventory-columns.tsx';
import { inventoryErrorMessage } from './inventory-errors.ts';
import { type InventoryItem, inventoryListQueryOptions } from './inventory-list-query.ts';
import type { InventoryListSearch } from './inventory-list-search.ts';
import { useStockLocations } from './use-stock-locations.ts';

export interface InventoryListProps {
  search: InventoryListSearch;
  onSearchChange: SearchChange<InventoryListSearch>;
}

const itemId = (item: InventoryItem) => item.id;

/** `/a/inventory`: items with their quantities, by location when filtered, and bulk stock changes. */
export function InventoryList({ search, onSearchChange }: InventoryListProps) {
  const { t, i18n } = useTranslation('inventory');
  const { client } = useMedusa();
  const navigate = useNavigate();
  const query = useQuery(inventoryListQueryOptions(client, search));
  const locations = useStockLocations();
  const { can } = usePermissions();
  const [result, setResult] = useState<InventoryBulkResult>();

  return (
    <ListView
      listId="inventory"
      label={t('sections.items')}
      searchLabel={t('items.search')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={inventoryColumns(t)}
      getRowId={itemId}
      rowName={itemName}
      onOpenRow={(item) => void navigate({ to: '/a/inventory/$id', params: { id: item.id } })}
      filters={
        <FilterMenu
          label={t('fields.location')}
          state={locations.isPending ? 'loading' : locations.isError ? 'error' : 'ready'}
          options={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
          selected={search.location_id}
          onChange={(values) => onSearchChange(changeSearch(search, { location_id: values }))}
        />
      }
      bulkLabel={t('items.bulkLabel')}
      // Both bulk actions change stock: a read-only role gets no selection at all.
      bulkActions={
        can('inventory:write')
          ? (selected, selection) => (
              <InventoryBulkActions
                selected={selected}
                selection={selection}
                onResult={setResult}
              />
            )
          : undefined
      }
      notice={
        result && (
          <BulkOutcomeNotice
            outcome={result.outcome}
            rowName={itemName}
            success={t(`items.${result.action}Done`, { count: result.outcome.succeeded.length })}
            failure={t('items.failed', { count: result.outcome.failed.length })}
            onDismiss={() => setResult(undefined)}
            reason={(error) => inventoryErrorMessage(error, i18n)}
          />
        )
      }
      emptyTitle={t('items.emptyTitle')}
      emptyDescription={t('items.emptyDescription')}
    />
  );
}
