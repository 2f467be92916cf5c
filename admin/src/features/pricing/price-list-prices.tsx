import { Button, EmptyState, Skeleton } from '@commerce/ui';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChangesGuard } from '../../lib/forms/use-unsaved-changes-guard.tsx';
import { EditGrid } from '../../lib/grid/edit-grid.tsx';
import { useGridEdits } from '../../lib/grid/use-grid-edits.ts';
import { FilterMenu } from '../../lib/lists/filter-menu.tsx';
import { ListError } from '../../lib/lists/list-states.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { AddProductsDialog } from './add-products-dialog.tsx';
import {
  gridColumns,
  listPriceAt,
  type PriceGridColumn,
  type PriceRow,
  pricedColumns,
  rowId,
  rowsOf,
} from './price-grid-model.ts';
import type { PriceList } from './price-list-format.ts';
import { PriceListProducts } from './price-list-products.tsx';
import { SaveOutcomeNotice } from './save-outcome.tsx';
import { usePriceListProducts } from './use-price-list-products.ts';
import { usePriceColumns } from './use-pricing-setup.ts';
import { useSavePrices } from './use-save-prices.ts';

export interface PriceListPricesProps {
  list: PriceList;
  /** The currency and region columns chosen in the URL; undefined for the default ones. */
  columnIds: string[] | undefined;
  onColumnsChange: (ids: string[]) => void;
}

const rowName = (row: PriceRow) => `${row.product.title} · ${row.variant.title}`;

/**
 * The list's prices in the spreadsheet grid: a row per variant of its products, a column per
 * chosen currency or region, one Save through the list's price operations. Without
 * `pricing:write` the grid shows the prices as values, with nothing to save.
 */
export function PriceListPrices({ list, columnIds, onColumnsChange }: PriceListPricesProps) {
  const { t } = useTranslation('pricing');
  const { t: tg } = useTranslation('grid');
  const { can } = usePermissions();
  const canEdit = can('pricing:write');
  const [added, setAdded] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const setup = usePriceColumns();
  const products = usePriceListProducts(list.id, added);
  const prices = list.prices ?? [];
  // The default columns follow the prices the list had when it was opened, not the saved
  // ones: a save must not take away the columns being filled in (issue 28).
  const [opened, setOpened] = useState({ id: list.id, prices });
  if (opened.id !== list.id) setOpened({ id: list.id, prices });
  const pricesAtOpen = opened.id === list.id ? opened.prices : prices;

  const shown = useMemo(() => {
    if (columnIds) return setup.columns.filter((column) => columnIds.includes(column.id));
    const priced = pricedColumns(pricesAtOpen, setup.columns);
    return priced.length > 0 ? priced : setup.columns;
  }, [columnIds, setup.columns, pricesAtOpen]);
  const columns = useMemo(() => gridColumns(shown), [shown]);
  const rows = useMemo(() => rowsOf(products.products), [products.products]);
  const getValue = useCallback(
    (row: PriceRow, columnId: string) => {
      const column = columns.find((c) => c.id === columnId) as PriceGridColumn;
      return listPriceAt(prices, row.variant.id, column.target)?.amount ?? null;
    },
    [columns, prices],
  );
  const isReadOnly = useCallback(() => !canEdit, [canEdit]);
  const edits = useGridEdits({ rows, columns, getRowId: rowId, getValue, isReadOnly });
  const saving = useSavePrices(list, edits);
  const guard = useUnsavedChangesGuard(edits.hasEdits);

  if (products.error) return <ListError error={products.error} onRetry={products.refetch} />;
  const pending = products.isPending || setup.isPending;
  return (
    <section aria-labelledby="price-list-prices" className="flex flex-col gap-4">
      <h2 id="price-list-prices" className="text-lg font-semibold">
        {t('prices.title')}
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        {/* Adding searches the catalogue, which is the products area's. */}
        {canEdit && can('products:read') && (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('products.addTitle')}
          </Button>
        )}
        <FilterMenu
          label={t('prices.columns')}
          options={setup.columns.map((column) => ({ value: column.id, label: column.label }))}
          selected={shown.map((column) => column.id)}
          onChange={onColumnsChange}
          state={setup.isPending ? 'loading' : 'ready'}
        />
        {canEdit && (
          <>
            <Button variant="secondary" size="small" disabled={!edits.canUndo} onClick={edits.undo}>
              {tg('actions.undo')}
            </Button>
            <Button variant="secondary" size="small" disabled={!edits.canRedo} onClick={edits.redo}>
              {tg('actions.redo')}
            </Button>
            <Button
              disabled={edits.invalidCount > 0 || edits.changes.length === 0 || saving.isSaving}
              isLoading={saving.isSaving}
              onClick={() => void saving.save()}
            >
              {t('prices.save')}
            </Button>
            <span className="text-sm text-muted-foreground">
              {edits.invalidCount > 0
                ? tg('product.invalid', { count: edits.invalidCount })
                : tg('product.changed', { count: edits.changes.length })}
            </span>
          </>
        )}
      </div>
      <SaveOutcomeNotice outcome={saving.outcome} onDismiss={saving.dismiss} />
      {guard.prompt}
      {pending ? (
        <Skeleton className="h-64 w-full" />
      ) : rows.length === 0 ? (
        <EmptyState title={t('prices.emptyTitle')} description={t('prices.emptyDescription')} />
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('prices.noColumns')}</p>
      ) : (
        <EditGrid
          label={t('prices.gridLabel', { name: list.name })}
          rowHeaderLabel={t('prices.variant')}
          rowHeader={rowName}
          edits={edits}
          rowHeaderWidth="18rem"
        />
      )}
      {rows.length > 0 && (
        <PriceListProducts
          listId={list.id}
          rows={rows}
          onForget={(id) => setAdded((current) => current.filter((item) => item !== id))}
        />
      )}
      <AddProductsDialog
        open={adding}
        onClose={() => setAdding(false)}
        present={new Set(products.products.map((product) => product.id))}
        onAdd={(ids) => setAdded((current) => [...new Set([...current, ...ids])])}
      />
    </section>
  );
}
