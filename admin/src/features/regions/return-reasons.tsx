import {
  useAdminDeleteReturnReason,
  useAdminListReturnReasons,
} from '@commerce/client/admin/return-reasons';
import { Button, EmptyState } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError, ListLoading } from '../../lib/lists/list-states.tsx';
import { ReadOnlyNotice } from '../../lib/permissions/read-only-notice.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { DeleteConfirm } from './delete-confirm.tsx';
import { type ReturnReason, ReturnReasonDialog } from './return-reason-dialog.tsx';

type Editing = { reason?: ReturnReason; parent?: ReturnReason };

/** `/a/settings/return-reasons`: the reasons as a tree (children under their parent). */
export function ReturnReasons() {
  const { t } = useTranslation('regions');
  const query = useAdminListReturnReasons({ limit: 1000, order: 'created_at' });
  const [editing, setEditing] = useState<Editing>();
  const [removing, setRemoving] = useState<ReturnReason>();
  const reasons = query.data?.return_reasons ?? [];
  // Return reasons belong to the orders area (the contract's `x-permission`).
  const canChange = usePermissions().can('orders:write');
  const ids = new Set(reasons.map((r) => r.id));
  // A child whose parent is not listed is shown at the top rather than lost.
  const roots = reasons.filter(
    (r) => !r.parent_return_reason_id || !ids.has(r.parent_return_reason_id),
  );
  const childrenOf = (id: string) => reasons.filter((r) => r.parent_return_reason_id === id);

  const item = (reason: ReturnReason, depth: number) => (
    <li key={reason.id} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3">
        <div className="flex min-w-0 flex-col">
          <span className="font-medium">{reason.label}</span>
          <span className="text-sm text-muted-foreground">
            {reason.value}
            {reason.description ? ` · ${reason.description}` : ''}
          </span>
        </div>
        {canChange && (
          <div className="flex gap-2">
            {depth === 0 && (
              <Button
                size="small"
                variant="secondary"
                aria-label={t('reasons.addChildOf', { name: reason.label })}
                onClick={() => setEditing({ parent: reason })}
              >
                {t('reasons.addChild')}
              </Button>
            )}
            <Button
              size="small"
              variant="secondary"
              aria-label={t('actions.editNamed', { name: reason.label })}
              onClick={() => setEditing({ reason })}
            >
              {t('actions.edit')}
            </Button>
            <Button
              size="small"
              variant="ghost"
              aria-label={t('actions.deleteNamed', { name: reason.label })}
              onClick={() => setRemoving(reason)}
            >
              {t('actions.delete')}
            </Button>
          </div>
        )}
      </div>
      {childrenOf(reason.id).length > 0 && (
        <ul
          className="flex flex-col gap-2 ps-6"
          aria-label={t('reasons.childrenOf', { name: reason.label })}
        >
          {childrenOf(reason.id).map((child) => item(child, depth + 1))}
        </ul>
      )}
    </li>
  );

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('reasons.title')}</h1>
        {canChange && <Button onClick={() => setEditing({})}>{t('reasons.create')}</Button>}
      </div>
      <ReadOnlyNotice permission="orders:write" />
      {query.isPending ? (
        <ListLoading label={t('reasons.title')} />
      ) : query.isError ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : roots.length === 0 ? (
        <EmptyState title={t('reasons.emptyTitle')} description={t('reasons.emptyDescription')} />
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('reasons.title')}>
          {roots.map((reason) => item(reason, 0))}
        </ul>
      )}
      {canChange && (
        <ReturnReasonDialog
          key={editing?.reason?.id ?? editing?.parent?.id ?? 'new'}
          open={editing !== undefined}
          onClose={() => setEditing(undefined)}
          reason={editing?.reason}
          parent={editing?.parent}
        />
      )}
      {removing && <RemoveReason reason={removing} onClose={() => setRemoving(undefined)} />}
    </div>
  );
}

function RemoveReason({ reason, onClose }: { reason: ReturnReason; onClose: () => void }) {
  const { t } = useTranslation('regions');
  const remove = useAdminDeleteReturnReason({ id: reason.id });
  return (
    <DeleteConfirm
      title={t('reasons.deleteTitle', { name: reason.label })}
      description={t('reasons.deleteDescription')}
      done={t('reasons.deleted', { name: reason.label })}
      mutation={remove}
      onClose={onClose}
    />
  );
}
