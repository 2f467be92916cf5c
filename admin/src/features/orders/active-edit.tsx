import {
  useAdminCreateOrderEditItem,
  useAdminDeleteOrderEdit,
  useAdminGetOrderEdit,
} from '@commerce/client/admin/order-edits';
import { Button, notify } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerErrorMessage } from '../../lib/forms/server-error.ts';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import { type PickedVariant, VariantPickerDialog } from '../../lib/variant-picker/index.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';
import {
  EditQuantityDialog,
  type EditTarget,
  RemoveEditItemDialog,
  UndoChangeDialog,
} from './edit-item-dialogs.tsx';
import type { Order } from './order-state.ts';
import { useOrderMoney } from './use-order-money.ts';

/**
 * The edit being built (`created`), read from its own resource so every item change shows at
 * once: the order's lines as they will be (change a quantity, remove), new items from the
 * variant picker, the changes made so far (each can be undone), and deleting the edit.
 */
export function ActiveEdit({
  order,
  editId,
  name,
}: {
  order: Order;
  editId: string;
  name: string;
}) {
  const { t } = useTranslation('orders');
  const money = useOrderMoney(order.currency_code);
  const refusal = useServerErrorMessage();
  const edit = useAdminGetOrderEdit({ id: editId });
  const add = useAdminCreateOrderEditItem({ id: editId });
  const remove = useAdminDeleteOrderEdit({ id: editId });
  const [picking, setPicking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [quantityOf, setQuantityOf] = useState<EditTarget>();
  const [removing, setRemoving] = useState<EditTarget>();
  const [undoing, setUndoing] = useState<{ id: string; label: string }>();
  const [failure, setFailure] = useState<string>();

  const addPicked = async (picked: PickedVariant[]) => {
    setFailure(undefined);
    // One request per variant (the contract adds one item at a time), stopping at a refusal.
    for (const item of picked) {
      try {
        await add.mutateAsync({ variant_id: item.variantId, quantity: item.quantity });
      } catch (error) {
        setFailure(t('edits.items.addFailed', { title: item.title, reason: refusal(error) }));
        return;
      }
    }
    notify.success(t('edits.items.added'));
  };

  if (edit.isPending) return <p className="text-muted-foreground">{t('loading')}</p>;
  if (edit.isError) {
    return (
      <p role="alert" className="text-danger">
        {refusal(edit.error)}
      </p>
    );
  }
  const data = edit.data.order_edit;
  const items = data.items ?? [];
  const titleOf = (id: string | null) =>
    items.find((i) => i.id === id)?.title ?? order.items?.find((i) => i.id === id)?.title ?? '';
  const changes = (data.changes ?? []).map((change) => {
    const item = items.find((i) => i.id === change.line_item_id);
    const title = titleOf(change.line_item_id ?? change.original_line_item_id);
    const label =
      change.type === 'item_add'
        ? t('edits.items.changeAdd', { quantity: item?.quantity ?? 0, title })
        : change.type === 'item_remove'
          ? t('edits.items.changeRemove', { title })
          : t('edits.items.changeUpdate', { quantity: item?.quantity ?? 0, title });
    return { id: change.id, label };
  });

  return (
    <div className="flex flex-col gap-3">
      <p>{t('edits.difference', { amount: money(data.difference_due) })}</p>
      {failure && (
        <p role="alert" className="text-danger">
          {failure}
        </p>
      )}
      <ul aria-label={t('edits.items.label', { name })} className="flex flex-col gap-1">
        {items.map((item) => {
          const target = { id: item.id, title: item.title, quantity: item.quantity };
          return (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>{t('lineCount', { quantity: item.quantity, title: item.title })}</span>
              <Allowed permission="orders:write">
                <span className="flex gap-2">
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() => setQuantityOf(target)}
                    aria-label={t('named', {
                      action: t('edits.items.quantitySubmit'),
                      name: item.title,
                    })}
                  >
                    {t('edits.items.quantitySubmit')}
                  </Button>
                  <Button
                    size="small"
                    variant="danger"
                    onClick={() => setRemoving(target)}
                    aria-label={t('named', { action: t('edits.items.remove'), name: item.title })}
                  >
                    {t('edits.items.remove')}
                  </Button>
                </span>
              </Allowed>
            </li>
          );
        })}
      </ul>
      <div>
        <p className="font-medium">{t('edits.items.changesHeading')}</p>
        {changes.length === 0 ? (
          <p className="text-muted-foreground">{t('edits.items.noChanges')}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {changes.map((change) => (
              <li key={change.id} className="flex items-center justify-between gap-2">
                <span>{change.label}</span>
                <Allowed permission="orders:write">
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() => setUndoing(change)}
                    aria-label={t('named', { action: t('edits.undo.button'), name: change.label })}
                  >
                    {t('edits.undo.button')}
                  </Button>
                </Allowed>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Allowed permission="orders:write">
        <div className="flex flex-wrap gap-2">
          {/* New items come from the catalogue, which takes reading products. */}
          <Allowed permission="products:read">
            <Button size="small" variant="secondary" onClick={() => setPicking(true)}>
              {t('edits.items.add')}
            </Button>
          </Allowed>
          <Button
            size="small"
            variant="danger"
            onClick={() => setDeleting(true)}
            aria-label={t('named', { action: t('edits.actions.delete.button'), name })}
          >
            {t('edits.actions.delete.button')}
          </Button>
        </div>
      </Allowed>
      <VariantPickerDialog
        open={picking}
        onOpenChange={setPicking}
        title={t('edits.items.pickerTitle')}
        currencyCode={order.currency_code}
        onPick={(picked) => void addPicked(picked)}
      />
      <EditQuantityDialog
        editId={editId}
        item={quantityOf}
        onClose={() => setQuantityOf(undefined)}
      />
      <RemoveEditItemDialog
        editId={editId}
        item={removing}
        onClose={() => setRemoving(undefined)}
      />
      <UndoChangeDialog editId={editId} change={undoing} onClose={() => setUndoing(undefined)} />
      <ConfirmActionDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        run={() => remove.mutateAsync()}
        isPending={remove.isPending}
        title={t('edits.actions.delete.title')}
        description={t('edits.actions.delete.description')}
        confirmLabel={t('edits.actions.delete.button')}
        done={t('edits.actions.delete.done')}
        tone="danger"
      />
    </div>
  );
}
