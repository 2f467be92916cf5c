import type { AdminGetProductData } from '@commerce/client/admin/products';
import { useAdminListRegions } from '@commerce/client/admin/regions';
import { useAdminListStockLocations } from '@commerce/client/admin/stock-locations';
import { useAdminGetStore } from '@commerce/client/admin/store';
import { Button, Skeleton } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChangesGuard } from '../../lib/forms/use-unsaved-changes-guard.tsx';
import { EditGrid } from '../../lib/grid/edit-grid.tsx';
import { useGridEdits } from '../../lib/grid/use-grid-edits.ts';
import { ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import {
  type ProductGridColumn,
  priceAt,
  productGridColumns,
  type Variant,
} from './grid-columns.ts';
import { SaveStatus } from './save-status.tsx';
import { useSaveGrid } from './use-save-grid.ts';
import { useVariantStock } from './use-variant-stock.ts';

/** The API's largest page: a store's regions and locations fit in one. */
const ALL = 1000;
const variantId = (variant: Variant) => variant.id;

/**
 * `/a/products/{id}/grid`: the prices and stock of every variant, edited like a spreadsheet.
 * What the role cannot change is shown as values (prices need `products:write`, stock
 * `inventory:write`), and what it cannot read is left out: region prices without
 * `regions:read`, stock without `inventory:read` (issue 21).
 */
export function ProductGrid({ product }: { product: AdminGetProductData['product'] }) {
  const { t } = useTranslation('grid');
  const { can } = usePermissions();
  const readsRegions = can('regions:read');
  const readsStock = can('inventory:read');
  const editsPrices = can('products:write');
  const editsStock = readsStock && can('inventory:write');
  const store = useAdminGetStore();
  const regions = useAdminListRegions({ limit: ALL }, { enabled: readsRegions });
  const locations = useAdminListStockLocations({ limit: ALL }, { enabled: readsStock });
  const variants = product.variants ?? [];
  const stock = useVariantStock(readsStock ? variants : []);

  const columns = useMemo(
    () =>
      productGridColumns(
        store.data?.store,
        regions.data?.regions ?? [],
        locations.data?.stock_locations ?? [],
        (location) => t('product.stockAt', { location }),
      ),
    [store.data, regions.data, locations.data, t],
  );
  const targetOf = useCallback(
    (columnId: string) => (columns.find((c) => c.id === columnId) as ProductGridColumn).target,
    [columns],
  );
  const getValue = useCallback(
    (variant: Variant, columnId: string) => {
      const target = targetOf(columnId);
      if (target.kind === 'price') return priceAt(variant, target)?.amount ?? null;
      return stock.stock.get(variant.id)?.levels.get(target.location_id) ?? null;
    },
    [targetOf, stock.stock],
  );
  // Stock is edited on the variant's inventory item: none while it loads or when unmanaged.
  const isReadOnly = useCallback(
    (variant: Variant, columnId: string) =>
      targetOf(columnId).kind === 'stock'
        ? !editsStock || !stock.stock.has(variant.id)
        : !editsPrices,
    [targetOf, stock.stock, editsPrices, editsStock],
  );
  const edits = useGridEdits({
    rows: variants,
    columns,
    getRowId: variantId,
    getValue,
    isReadOnly,
  });
  const saving = useSaveGrid(product.id, edits, stock.stock);
  const guard = useUnsavedChangesGuard(edits.hasEdits);
  // A query left off stays pending for ever: only the ones asked for are waited for.
  const setupPending =
    store.isPending || (readsRegions && regions.isPending) || (readsStock && locations.isPending);
  const editable = editsPrices || editsStock;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <Link
        to="/a/products/$id"
        params={{ id: product.id }}
        className="text-sm text-primary hover:underline"
      >
        {t('product.back')}
      </Link>
      <h1 className="text-2xl font-semibold break-words">
        {t('product.title', { title: product.title })}
      </h1>
      <ReadOnlyNotice permission="products:write" />
      {/* Prices editable, stock not: say why the stock cells do not take typing. */}
      {editsPrices && readsStock && !editsStock && <ReadOnlyNotice permission="inventory:write" />}
      <div className="flex flex-wrap items-center gap-3">
        {editable && (
          <>
            <Button variant="secondary" size="small" disabled={!edits.canUndo} onClick={edits.undo}>
              {t('actions.undo')}
            </Button>
            <Button variant="secondary" size="small" disabled={!edits.canRedo} onClick={edits.redo}>
              {t('actions.redo')}
            </Button>
            <Button
              disabled={
                edits.invalidCount > 0 || edits.changes.length === 0 || saving.progress !== null
              }
              onClick={() => void saving.save()}
            >
              {t('product.save')}
            </Button>
            <span className="text-sm text-muted-foreground">
              {edits.invalidCount > 0
                ? t('product.invalid', { count: edits.invalidCount })
                : t('product.changed', { count: edits.changes.length })}
            </span>
          </>
        )}
        {stock.isPending && variants.length > 0 && (
          <span className="text-sm text-muted-foreground">{t('product.loadingStock')}</span>
        )}
      </div>
      <SaveStatus progress={saving.progress} summary={saving.summary} onDismiss={saving.dismiss} />
      {guard.prompt}
      {variants.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('product.noVariants')}</p>
      ) : setupPending ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <EditGrid
          label={t('product.label', { title: product.title })}
          rowHeaderLabel={t('product.variant')}
          rowHeader={(variant: Variant) => variant.title}
          edits={edits}
        />
      )}
    </div>
  );
}
