import { useAdminRequestOrderReturn } from '@commerce/client/admin/orders';
import { notify, Select } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm } from 'react-hook-form';
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
import { type Order, returnableQuantity } from './order-state.ts';
import { ReturnShippingField } from './return-shipping-field.tsx';
import { useReturnReasons } from './use-order-choices.ts';

export interface RequestReturnDialogProps {
  order: Order;
  open: boolean;
  onClose: () => void;
}

/**
 * Requests a return (`POST /admin/orders/{id}/return`): the units coming back (fulfilled and
 * not yet returned or promised to another return), why, and how they travel back. The server
 * estimates the refund, paid when the return is received.
 */
export function RequestReturnDialog({ order, open, onClose }: RequestReturnDialogProps) {
  const { t } = useTranslation('orders');
  const refusal = useServerErrorMessage();
  const request = useAdminRequestOrderReturn({ id: order.id });
  const reasons = useReturnReasons(open);
  const lines: ChoosableLine[] = (order.items ?? [])
    .map((line) => ({ id: line.id, title: line.title, max: returnableQuantity(order, line) }))
    .filter((line) => line.max > 0);
  const form = useForm({
    resolver: valibotResolver(
      v.object({
        quantities: quantitiesSchema(lines),
        reason_id: v.string(),
        option_id: v.string(),
        notify: v.boolean(),
      }),
    ),
    values: { quantities: lines.map(() => 0), reason_id: '', option_id: '', notify: true },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ quantities, reason_id, option_id, notify: tell }) => {
    try {
      await request.mutateAsync({
        items: chosenItems(lines, quantities).map((item) => ({
          ...item,
          ...(reason_id ? { reason_id } : {}),
        })),
        ...(option_id ? { return_shipping: { option_id } } : {}),
        no_notification: !tell,
      });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: refusal(error) });
      return;
    }
    notify.success(t('returns.requested'));
    close();
  });
  const none = { value: '', label: t('returns.noneChosen') };

  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t('returns.requestTitle')}
      description={t('returns.requestDescription')}
      submitLabel={t('returns.requestSubmit')}
      cancelLabel={t('actions.cancel')}
      isPending={request.isPending}
    >
      <ItemQuantities lines={lines} label={t('returns.itemsLabel')} />
      <Controller
        name="reason_id"
        control={form.control}
        render={({ field }) => (
          <Select
            label={t('returns.reason')}
            options={[none, ...(reasons.data ?? [])]}
            placeholder={t('returns.noneChosen')}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
          />
        )}
      />
      <ReturnShippingField
        regionId={order.region_id}
        currencyCode={order.currency_code}
        open={open}
      />
      <CheckboxField {...form.register('notify')} label={t('returns.notify')} />
    </FormDialog>
  );
}
