import { toMinorUnits } from '@commerce/client';
import { useAdminCreateOrderSwap } from '@commerce/client/admin/orders';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CheckboxField } from '../../lib/forms/checkbox-field.tsx';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import type { MessageKey } from '../../lib/forms/message-key.ts';
import { SERVER_ERROR, useServerErrorMessage } from '../../lib/forms/server-error.ts';
import type { PickedVariant } from '../../lib/variant-picker/index.ts';
import { CustomShippingFields } from './custom-shipping-fields.tsx';
import {
  type ChoosableLine,
  chosenItems,
  ItemQuantities,
  quantitiesSchema,
} from './item-quantities.tsx';
import { NewItemsField } from './new-items-field.tsx';
import { type Order, returnableQuantity } from './order-state.ts';
import { ReturnShippingField } from './return-shipping-field.tsx';

/** A price typed in the currency ("4.90"), or nothing (the option is not used). */
const typedAmount = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === '' || /^\d+([.,]\d{1,2})?$/.test(s), 'orders:swaps.create.priceInvalid'),
);

const swapSchema = (lines: readonly ChoosableLine[]) =>
  v.object({
    quantities: quantitiesSchema(lines),
    additional: v.pipe(
      v.array(v.custom<PickedVariant>(() => true)),
      v.minLength(1, 'orders:swaps.create.itemsRequired'),
    ),
    option_id: v.string(),
    custom_prices: v.record(v.string(), typedAmount),
    notify: v.boolean(),
  });

export interface CreateSwapDialogProps {
  order: Order;
  open: boolean;
  onClose: () => void;
}

/**
 * Creates a swap (`POST /admin/orders/{id}/swaps`): fulfilled units coming back, the new
 * variants sent instead, how the units travel back, and optionally custom prices for the
 * new items' shipping options. The customer then confirms it (and pays any difference).
 */
export function CreateSwapDialog({ order, open, onClose }: CreateSwapDialogProps) {
  const { t, i18n } = useTranslation('orders');
  const refusal = useServerErrorMessage();
  const create = useAdminCreateOrderSwap({ id: order.id });
  const lines: ChoosableLine[] = (order.items ?? [])
    .map((line) => ({ id: line.id, title: line.title, max: returnableQuantity(order, line) }))
    .filter((line) => line.max > 0);
  const form = useForm({
    resolver: valibotResolver(swapSchema(lines)),
    values: {
      quantities: lines.map(() => 0),
      additional: [] as PickedVariant[],
      option_id: '',
      custom_prices: {} as Record<string, string>,
      notify: true,
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    const custom = Object.entries(values.custom_prices)
      .filter(([, price]) => price !== '')
      .map(([option_id, price]) => ({
        option_id,
        price: toMinorUnits(price, order.currency_code),
      }));
    try {
      await create.mutateAsync({
        return_items: chosenItems(lines, values.quantities),
        additional_items: values.additional.map((item) => ({
          variant_id: item.variantId,
          quantity: item.quantity,
        })),
        ...(values.option_id ? { return_shipping: { option_id: values.option_id } } : {}),
        ...(custom.length > 0 ? { custom_shipping_options: custom } : {}),
        no_notification: !values.notify,
      });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: refusal(error) });
      return;
    }
    notify.success(t('swaps.create.done'));
    close();
  });
  const additionalError = form.formState.errors.additional?.message;

  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t('swaps.create.title')}
      description={t('swaps.create.description')}
      submitLabel={t('swaps.create.submit')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending}
    >
      <ItemQuantities lines={lines} label={t('swaps.create.itemsLabel')} />
      <Controller
        name="additional"
        control={form.control}
        render={({ field }) => (
          <NewItemsField
            label={t('swaps.create.newItems')}
            value={field.value}
            onChange={field.onChange}
            currencyCode={order.currency_code}
            error={additionalError ? i18n.t(additionalError as MessageKey) : undefined}
          />
        )}
      />
      <ReturnShippingField
        regionId={order.region_id}
        currencyCode={order.currency_code}
        open={open}
      />
      <CustomShippingFields
        regionId={order.region_id}
        currencyCode={order.currency_code}
        open={open}
      />
      <CheckboxField {...form.register('notify')} label={t('swaps.create.notify')} />
    </FormDialog>
  );
}
