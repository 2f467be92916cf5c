import { amountStep, fromMinorUnits, toMinorUnits } from '@commerce/client';
import { useAdminAddOrderShippingMethod } from '@commerce/client/admin/orders';
import {
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  NumberInput,
  notify,
  Select,
} from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import type { MessageKey } from '../../lib/forms/message-key.ts';
import { SERVER_ERROR, useServerErrorMessage } from '../../lib/forms/server-error.ts';
import type { Order } from './order-state.ts';
import { useOutboundShippingOptions } from './use-order-choices.ts';
import { useOrderMoney } from './use-order-money.ts';

const schema = v.object({
  option_id: v.pipe(v.string(), v.minLength(1, 'orders:shippingMethod.optionRequired')),
  price: v.pipe(
    v.number('orders:shippingMethod.priceInvalid'),
    v.minValue(0, 'orders:shippingMethod.priceInvalid'),
  ),
});

export interface AddShippingMethodDialogProps {
  order: Order;
  open: boolean;
  onClose: () => void;
}

/**
 * Adds a shipping method to the order (`POST /admin/orders/{id}/shipping-methods`): one of
 * the region's outbound options, at its usual price or another one typed here.
 */
export function AddShippingMethodDialog({ order, open, onClose }: AddShippingMethodDialogProps) {
  const { t, i18n } = useTranslation('orders');
  const money = useOrderMoney(order.currency_code);
  const refusal = useServerErrorMessage();
  const add = useAdminAddOrderShippingMethod({ id: order.id });
  const options = useOutboundShippingOptions(order.region_id, open);
  const step = amountStep(order.currency_code);
  const form = useForm({
    resolver: valibotResolver(schema),
    defaultValues: { option_id: '', price: Number.NaN },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const chosen = options.data?.find((o) => o.id === form.watch('option_id'));
  const submit = form.handleSubmit(async ({ option_id, price }) => {
    const minor = toMinorUnits(price, order.currency_code);
    try {
      await add.mutateAsync({ option_id, price: minor });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: refusal(error) });
      return;
    }
    notify.success(t('shippingMethod.done'));
    close();
  });
  const fieldMessage = (key: string | undefined) => (key ? [i18n.t(key as MessageKey)] : []);
  const errors = form.formState.errors;

  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t('shippingMethod.title')}
      description={t('shippingMethod.description')}
      submitLabel={t('shippingMethod.button')}
      cancelLabel={t('actions.cancel')}
      isPending={add.isPending}
    >
      {options.isError && (
        <p role="alert" className="text-sm text-danger">
          {t('loadFailed')}
        </p>
      )}
      {options.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('shippingMethod.noOptions')}</p>
      )}
      <Field name="option_id" required>
        <Controller
          name="option_id"
          control={form.control}
          render={({ field }) => (
            <Select
              label={t('shippingMethod.option')}
              required
              placeholder={options.isPending ? t('loading') : undefined}
              options={(options.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                const option = options.data?.find((o) => o.id === value);
                if (option?.amount != null) {
                  form.setValue('price', fromMinorUnits(option.amount, order.currency_code));
                }
              }}
              onBlur={field.onBlur}
              name={field.name}
            />
          )}
        />
        <FieldError messages={fieldMessage(errors.option_id?.message)} />
      </Field>
      <Field name="price" required>
        <FieldLabel>
          {t('shippingMethod.price', { currency: order.currency_code.toUpperCase() })}
        </FieldLabel>
        <NumberInput
          {...form.register('price', { valueAsNumber: true })}
          min={0}
          step={step}
          incrementLabel={t('actions.increase')}
          decrementLabel={t('actions.decrease')}
        />
        {chosen?.amount != null && (
          <FieldDescription>
            {t('shippingMethod.usualPrice', { price: money(chosen.amount) })}
          </FieldDescription>
        )}
        <FieldError messages={fieldMessage(errors.price?.message)} />
      </Field>
    </FormDialog>
  );
}
