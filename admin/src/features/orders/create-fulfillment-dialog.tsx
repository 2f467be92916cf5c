import { useAdminCreateOrderFulfillment } from '@commerce/client/admin/orders';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CheckboxField } from '../../lib/forms/checkbox-field.tsx';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, useServerErrorMessage } from '../../lib/forms/server-error.ts';
import {
  type ChoosableLine,
  chosenItems,
  ItemQuantities,
  quantitiesSchema,
} from './item-quantities.tsx';
import { LocationField } from './location-field.tsx';
import { type Order, unfulfilledQuantity } from './order-state.ts';

export interface CreateFulfillmentDialogProps {
  order: Order;
  open: boolean;
  onClose: () => void;
}

/**
 * Fulfils units of the order from a stock location (`POST /admin/orders/{id}/fulfillment`):
 * each line offers what is not yet fulfilled, all of it by default.
 */
export function CreateFulfillmentDialog({ order, open, onClose }: CreateFulfillmentDialogProps) {
  const { t } = useTranslation('orders');
  const refusal = useServerErrorMessage();
  const create = useAdminCreateOrderFulfillment({ id: order.id });
  const lines: ChoosableLine[] = (order.items ?? [])
    .map((line) => ({ id: line.id, title: line.title, max: unfulfilledQuantity(line) }))
    .filter((line) => line.max > 0);
  const form = useForm({
    resolver: valibotResolver(
      v.object({
        quantities: quantitiesSchema(lines),
        location_id: v.string(),
        notify: v.boolean(),
      }),
    ),
    values: { quantities: lines.map((line) => line.max), location_id: '', notify: true },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ quantities, location_id, notify: tell }) => {
    try {
      await create.mutateAsync({
        items: chosenItems(lines, quantities),
        ...(location_id ? { location_id } : {}),
        no_notification: !tell,
      });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: refusal(error) });
      return;
    }
    notify.success(t('fulfillments.created'));
    close();
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t('fulfillments.createTitle')}
      submitLabel={t('fulfillments.createSubmit')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending}
    >
      <ItemQuantities lines={lines} label={t('fulfillments.itemsLabel')} />
      <LocationField open={open} />
      <CheckboxField {...form.register('notify')} label={t('fulfillments.notify')} />
    </FormDialog>
  );
}
