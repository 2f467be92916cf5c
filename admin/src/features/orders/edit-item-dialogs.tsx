import {
  useAdminDeleteOrderEditChange,
  useAdminDeleteOrderEditItem,
  useAdminUpdateOrderEditItem,
} from '@commerce/client/admin/order-edits';
import { NumberInput, notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import type { MessageKey } from '../../lib/forms/message-key.ts';
import { SERVER_ERROR, useServerErrorMessage } from '../../lib/forms/server-error.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';

/** A line of the edit (the order's line as it will be), chosen for a dialog. */
export interface EditTarget {
  id: string;
  title: string;
  quantity: number;
}

const quantitySchema = v.object({
  quantity: v.pipe(
    v.number('orders:quantities.invalid'),
    v.integer('orders:quantities.invalid'),
    v.minValue(1, 'orders:edits.items.quantityMin'),
  ),
});

/** Sets how many units of a line the order will have (`POST …/items/{item_id}`). */
export function EditQuantityDialog({
  editId,
  item,
  onClose,
}: {
  editId: string;
  item: EditTarget | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const refusal = useServerErrorMessage();
  const update = useAdminUpdateOrderEditItem({ id: editId, item_id: item?.id ?? '' });
  const form = useForm({
    resolver: valibotResolver(quantitySchema),
    values: { quantity: item?.quantity ?? 1 },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ quantity }) => {
    try {
      await update.mutateAsync({ quantity });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: refusal(error) });
      return;
    }
    notify.success(t('edits.items.quantityDone'));
    close();
  });
  const message = form.formState.errors.quantity?.message;
  return (
    <FormDialog
      open={Boolean(item)}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t('edits.items.quantityTitle', { title: item?.title ?? '' })}
      submitLabel={t('edits.items.quantitySubmit')}
      cancelLabel={t('actions.cancel')}
      isPending={update.isPending}
    >
      <label htmlFor="edit-quantity" className="text-sm font-medium">
        {t('edits.items.quantity')}
      </label>
      <NumberInput
        id="edit-quantity"
        {...form.register('quantity', { valueAsNumber: true })}
        min={1}
        step={1}
        invalid={Boolean(message)}
        aria-describedby={message ? 'edit-quantity-error' : undefined}
        incrementLabel={t('actions.increase')}
        decrementLabel={t('actions.decrease')}
        className="w-32"
      />
      {message && (
        <p id="edit-quantity-error" className="text-sm text-danger">
          {i18n.t(message as MessageKey)}
        </p>
      )}
    </FormDialog>
  );
}

/** Takes a line out of the edit (`DELETE …/items/{item_id}`). */
export function RemoveEditItemDialog({
  editId,
  item,
  onClose,
}: {
  editId: string;
  item: EditTarget | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const remove = useAdminDeleteOrderEditItem({ id: editId, item_id: item?.id ?? '' });
  return (
    <ConfirmActionDialog
      open={Boolean(item)}
      onClose={onClose}
      run={() => remove.mutateAsync()}
      isPending={remove.isPending}
      title={t('edits.items.removeTitle', { title: item?.title ?? '' })}
      description={t('edits.items.removeDescription')}
      confirmLabel={t('edits.items.remove')}
      done={t('edits.items.removeDone')}
      tone="danger"
    />
  );
}

/** Undoes one change of the edit (`DELETE …/changes/{change_id}`). */
export function UndoChangeDialog({
  editId,
  change,
  onClose,
}: {
  editId: string;
  change: { id: string; label: string } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const undo = useAdminDeleteOrderEditChange({ id: editId, change_id: change?.id ?? '' });
  return (
    <ConfirmActionDialog
      open={Boolean(change)}
      onClose={onClose}
      run={() => undo.mutateAsync()}
      isPending={undo.isPending}
      title={t('edits.undo.title')}
      description={t('edits.undo.description', { change: change?.label ?? '' })}
      confirmLabel={t('edits.undo.button')}
      done={t('edits.undo.done')}
      tone="primary"
    />
  );
}
