import {
  adminAddCollectionProductsInvalidation,
  adminAddSalesChannelProductsInvalidation,
  adminDeleteProductInvalidation,
  adminUpdateProductInvalidation,
  type InvalidationRule,
  invalidateAfter,
  useMedusa,
} from '@commerce/client';
import { adminAddCollectionProducts } from '@commerce/client/admin/collections';
import { adminDeleteProduct, adminUpdateProduct } from '@commerce/client/admin/products';
import { adminAddSalesChannelProducts } from '@commerce/client/admin/sales-channels';
import {
  Button,
  ConfirmDialog,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@commerce/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BulkOutcome, runAll, runForEach } from '../../lib/lists/bulk.ts';
import { refreshAfterBulk } from '../../lib/lists/refresh.ts';
import type { RowSelection } from '../../lib/lists/use-row-selection.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import type { ListedProduct } from './product-list-query.ts';
import type { CatalogOptions, OptionList } from './use-catalog-options.ts';

export type ProductBulkAction = 'publish' | 'unpublish' | 'delete' | 'collection' | 'channel';

export interface ProductBulkResult {
  action: ProductBulkAction;
  outcome: BulkOutcome<ListedProduct>;
  /** The collection or sales channel the products went to. */
  target?: string;
}

export interface ProductBulkActionsProps {
  selected: ListedProduct[];
  selection: RowSelection<ListedProduct>;
  options: CatalogOptions;
  onResult: (result: ProductBulkResult) => void;
}

/**
 * What can be done to the selected products at once: publish, unpublish, delete (after a
 * confirmation), add to a collection, add to a sales channel. Rows the server changed leave
 * the selection; refused rows stay selected, so the user can try again after reading why.
 * The list offers them to a role with `products:write`; adding to a channel is the channel's
 * operation, so it also needs `channels:write` (and the channels to choose from).
 */
export function ProductBulkActions({
  selected,
  selection,
  options,
  onResult,
}: ProductBulkActionsProps) {
  const { t } = useTranslation('products');
  const { client } = useMedusa();
  const { canCall } = usePermissions();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<ProductBulkAction>();
  const [confirming, setConfirming] = useState(false);
  const ids = (rows: readonly ListedProduct[]) => rows.map((product) => product.id);

  /**
   * Runs one bulk action and refreshes the cache by the operation's rule: per product for
   * product updates and deletes, by the target's id for batch endpoints.
   */
  const run = async (
    action: ProductBulkAction,
    rule: InvalidationRule,
    work: () => Promise<BulkOutcome<ListedProduct>>,
    target?: { id: string; name: string },
  ) => {
    setRunning(action);
    try {
      const outcome = await work();
      if (target) await invalidateAfter(queryClient, rule, { id: target.id }, undefined);
      else await refreshAfterBulk(queryClient, rule, ids(outcome.succeeded));
      selection.setAll(outcome.succeeded, false);
      onResult({ action, outcome, ...(target ? { target: target.name } : {}) });
    } finally {
      setRunning(undefined);
      setConfirming(false);
    }
  };

  const setStatus = (action: 'publish' | 'unpublish', status: 'published' | 'draft') =>
    run(action, adminUpdateProductInvalidation, () =>
      runForEach(selected, (product) => adminUpdateProduct(client, { id: product.id }, { status })),
    );

  const remove = () =>
    run('delete', adminDeleteProductInvalidation, () =>
      runForEach(selected, (product) => adminDeleteProduct(client, { id: product.id })),
    );

  // Batch endpoints take every product in one request: all move, or none do.
  const addToCollection = (id: string, title: string) =>
    run(
      'collection',
      adminAddCollectionProductsInvalidation,
      () =>
        runAll(selected, (rows) =>
          adminAddCollectionProducts(client, { id }, { product_ids: ids(rows) }),
        ),
      { id, name: title },
    );

  const addToChannel = (id: string, name: string) =>
    run(
      'channel',
      adminAddSalesChannelProductsInvalidation,
      () =>
        runAll(selected, (rows) =>
          adminAddSalesChannelProducts(
            client,
            { id },
            { product_ids: rows.map((row) => ({ id: row.id })) },
          ),
        ),
      { id, name },
    );

  const busy = running !== undefined;
  return (
    <>
      <Button
        size="small"
        onClick={() => void setStatus('publish', 'published')}
        isLoading={running === 'publish'}
        disabled={busy}
      >
        {t('bulk.publish')}
      </Button>
      <Button
        size="small"
        variant="secondary"
        onClick={() => void setStatus('unpublish', 'draft')}
        isLoading={running === 'unpublish'}
        disabled={busy}
      >
        {t('bulk.unpublish')}
      </Button>
      <TargetMenu
        label={t('bulk.addToCollection')}
        list={options.collections}
        disabled={busy}
        onChoose={addToCollection}
      />
      {options.channels && canCall('AdminAddSalesChannelProducts') && (
        <TargetMenu
          label={t('bulk.addToChannel')}
          list={options.channels}
          disabled={busy}
          onChoose={addToChannel}
        />
      )}
      <Button size="small" variant="danger" onClick={() => setConfirming(true)} disabled={busy}>
        {t('bulk.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void remove()}
        isPending={running === 'delete'}
        title={t('bulk.deleteTitle', { count: selected.length })}
        description={t('bulk.deleteDescription', { count: selected.length })}
        confirmLabel={t('bulk.deleteConfirm', { count: selected.length })}
        cancelLabel={t('bulk.cancel')}
      />
    </>
  );
}

interface TargetMenuProps {
  label: string;
  list: OptionList;
  disabled: boolean;
  onChoose: (id: string, name: string) => void;
}

/** A menu of collections or sales channels to move the selected products into. */
function TargetMenu({ label, list, disabled, onChoose }: TargetMenuProps) {
  const { t } = useTranslation('products');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger size="small" disabled={disabled}>
        {label}
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label={label} className="max-h-80 overflow-y-auto">
        {list.options.length === 0 && (
          <DropdownMenuItem disabled>
            {list.state === 'ready' ? t('bulk.noTargets') : t('bulk.targetsUnavailable')}
          </DropdownMenuItem>
        )}
        {list.options.map((option) => (
          <DropdownMenuItem key={option.value} onClick={() => onChoose(option.value, option.label)}>
            {option.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
