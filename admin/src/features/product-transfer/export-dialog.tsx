import { useAdminCreateBatchJob } from '@commerce/client/admin/batch-jobs';
import { ConfirmDialog, notify } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';

export const PRODUCT_EXPORT = 'product-export';

export interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The product list's filters (`q`, `status`, `collection_id`…), as the list sends them. */
  filters?: Record<string, unknown>;
}

/** The list filters the export takes (server/src/jobs/README.md); paging and sort are not. */
export function exportFilters(params: Record<string, unknown> = {}): Record<string, unknown> {
  const { limit: _l, offset: _o, order: _s, expand: _e, fields: _f, ...filters } = params;
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '',
    ),
  );
}

/**
 * Starts a `product-export` batch job for the products the list shows; its file is then
 * downloaded from the activity drawer, which announces when it is ready.
 */
export function ExportDialog({ open, onClose, filters }: ExportDialogProps) {
  const { t, i18n } = useTranslation('product-transfer');
  const create = useAdminCreateBatchJob();
  const chosen = exportFilters(filters);
  const filtered = Object.keys(chosen).length > 0;
  const start = () =>
    create.mutate(
      { type: PRODUCT_EXPORT, context: filtered ? { filterable_fields: chosen } : {} },
      {
        onSuccess: () => {
          notify.info(t('export.started'));
          onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      open={open}
      onClose={() => {
        create.reset();
        onClose();
      }}
      onConfirm={start}
      tone="primary"
      title={t('export.title')}
      description={filtered ? t('export.filtered') : t('export.all')}
      confirmLabel={t('export.confirm')}
      cancelLabel={t('cancel')}
      isPending={create.isPending}
    >
      {create.isError && (
        <p role="alert" className="text-sm text-danger">
          {serverErrorMessage(create.error, i18n.t)}
        </p>
      )}
    </ConfirmDialog>
  );
}
