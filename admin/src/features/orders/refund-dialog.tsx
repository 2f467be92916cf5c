import { amountStep, fromMinorUnits, toMinorUnits } from '@commerce/client';
import { useAdminRefundOrderPayment } from '@commerce/client/admin/orders';
import {
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  NumberInput,
  notify,
  Select,
  Textarea,
} from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CheckboxField } from '../../lib/forms/checkbox-field.tsx';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import type { MessageKey } from '../../lib/forms/message-key.ts';
import { SERVER_ERROR, useServerErrorMessage } from '../../lib/forms/server-error.ts';
import type { Order } from './order-state.ts';
import { useOrderMoney } from './use-order-money.ts';

export const REFUND_REASONS = ['discount', 'return', 'swap', 'claim', 'other'] as const;

/** The refund form; the amount is in display units (12.50) and never above `max`. */
function refundSchema(max: number, step: number) {
  return v.object({
    amount: v.pipe(
      v.number('orders:refund.amountRequired'),
      v.minValue(step, 'orders:refund.amountRequired'),
      v.maxValue(max, 'orders:refund.amountTooHigh'),
    ),
    reason: v.picklist(REFUND_REASONS, 'orders:refund.reasonRequired'),
    note: v.pipe(v.string(), v.trim()),
    notify: v.boolean(),
  });
}

export interface RefundDialogProps {
  order: Order;
  open: boolean;
  onClose: () => void;
}

/**
 * Refunds part or all of what was captured (`POST /admin/orders/{id}/refund`), with a reason
 * and a note. The form refuses more than the order's refundable amount; should the server
 * still refuse (`refund_exceeds_refundable`, e.g. after a refund elsewhere), it says so here.
 */
export function RefundDialog({ order, open, onClose }: RefundDialogProps) {
  const { t, i18n } = useTranslation('orders');
  const money = useOrderMoney(order.currency_code);
  const refusal = useServerErrorMessage();
  const refund = useAdminRefundOrderPayment({ id: order.id });
  const refundable = order.refundable_amount ?? 0;
  const step = amountStep(order.currency_code);
  const form = useForm({
    resolver: valibotResolver(refundSchema(fromMinorUnits(refundable, order.currency_code), step)),
    defaultValues: { amount: Number.NaN, reason: 'other' as const, note: '', notify: true },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ amount, reason, note, notify: tell }) => {
    const minor = toMinorUnits(amount, order.currency_code);
    try {
      await refund.mutateAsync({
        amount: minor,
        reason,
        ...(note ? { note } : {}),
        no_notification: !tell,
      });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: refusal(error) });
      return;
    }
    notify.success(t('refund.done', { amount: money(minor) }));
    close();
  });
  // Schema messages are translation keys (house style 10).
  const fieldMessage = (key: string | undefined) => (key ? [i18n.t(key as MessageKey)] : []);

  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t('refund.title', { number: order.display_id })}
      submitLabel={t('refund.submit')}
      cancelLabel={t('actions.cancel')}
      isPending={refund.isPending}
    >
      <Field name="amount" required>
        <FieldLabel>
          {t('refund.amount', { currency: order.currency_code.toUpperCase() })}
        </FieldLabel>
        <NumberInput
          {...form.register('amount', { valueAsNumber: true })}
          min={step}
          step={step}
          incrementLabel={t('actions.increase')}
          decrementLabel={t('actions.decrease')}
          autoFocus
        />
        <FieldDescription>{t('refund.upTo', { amount: money(refundable) })}</FieldDescription>
        <FieldError messages={fieldMessage(form.formState.errors.amount?.message)} />
      </Field>
      <Field name="reason" required>
        <Controller
          name="reason"
          control={form.control}
          render={({ field }) => (
            <Select
              label={t('refund.reason')}
              required
              options={REFUND_REASONS.map((value) => ({
                value,
                label: t(`refund.reasons.${value}`),
              }))}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
            />
          )}
        />
        <FieldError messages={fieldMessage(form.formState.errors.reason?.message)} />
      </Field>
      <Field name="note">
        <FieldLabel>{t('refund.note')}</FieldLabel>
        <Textarea {...form.register('note')} rows={2} />
      </Field>
      <CheckboxField {...form.register('notify')} label={t('refund.notify')} />
    </FormDialog>
  );
}
