import {
  useAdminCancelOrderEdit,
  useAdminConfirmOrderEdit,
  useAdminCreateOrderEdit,
  useAdminRequestOrderEdit,
} from '@commerce/client/admin/order-edits';
import { Button } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';
import type { Order, OrderEdit } from './order-state.ts';

const OPEN_ORDER = ['pending', 'requires_action', 'completed'];
const ACTIVE = ['created', 'requested'];

/**
 * Whether an edit can be started (server/README.md, "Order edits"): the order is open and
 * has no edit in progress.
 */
export const canStartEdit = (order: Order) =>
  OPEN_ORDER.includes(order.status) && !(order.edits ?? []).some((e) => ACTIVE.includes(e.status));

/** Starts an order edit: the button beside the section's title and its confirmation. */
export function StartEditAction({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const create = useAdminCreateOrderEdit();
  if (!canStartEdit(order)) return null;
  return (
    <>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        {t('edits.actions.start.button')}
      </Button>
      <ConfirmActionDialog
        open={open}
        onClose={() => setOpen(false)}
        run={() => create.mutateAsync({ order_id: order.id })}
        isPending={create.isPending}
        title={t('edits.actions.start.title')}
        description={t('edits.actions.start.description')}
        confirmLabel={t('edits.actions.start.button')}
        done={t('edits.actions.start.done')}
        tone="primary"
      />
    </>
  );
}

type EditAction = 'request' | 'confirm' | 'cancel';

/** Sends an edit to the customer, confirms it for them, or cancels it, as its status allows. */
export function EditActions({ edit, name }: { edit: OrderEdit; name: string }) {
  const { t } = useTranslation('orders');
  const [action, setAction] = useState<EditAction>();
  const request = useAdminRequestOrderEdit({ id: edit.id });
  const confirm = useAdminConfirmOrderEdit({ id: edit.id });
  const cancel = useAdminCancelOrderEdit({ id: edit.id });
  const mutations = { request, confirm, cancel };
  const offered = (['request', 'confirm', 'cancel'] as const).filter((a) =>
    a === 'request' ? edit.status === 'created' : ACTIVE.includes(edit.status),
  );
  if (offered.length === 0) return null;
  const shown = action ?? 'request';
  return (
    <div className="flex flex-wrap gap-2">
      {offered.map((a) => (
        <Button
          key={a}
          size="small"
          variant={a === 'cancel' ? 'danger' : 'secondary'}
          onClick={() => setAction(a)}
          aria-label={t('named', { action: t(`edits.actions.${a}.button`), name })}
        >
          {t(`edits.actions.${a}.button`)}
        </Button>
      ))}
      <ConfirmActionDialog
        open={Boolean(action)}
        onClose={() => setAction(undefined)}
        run={() => mutations[shown].mutateAsync()}
        isPending={mutations[shown].isPending}
        title={t(`edits.actions.${shown}.title`)}
        description={t(`edits.actions.${shown}.description`)}
        confirmLabel={t(`edits.actions.${shown}.button`)}
        done={t(`edits.actions.${shown}.done`)}
        tone={shown === 'cancel' ? 'danger' : 'primary'}
      />
    </div>
  );
}
