import { amountStep, fromMinorUnits, toMinorUnits } from '@commerce/client';
import { type AdminGetPaymentData, useAdminRefundPayment } from '@commerce/client/admin/payments';
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
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import type { MessageKey } from '../../lib/forms/message-key.ts';
import { SERVER_ERROR, useServerErrorMessage } from '../../lib/forms/server-error.ts';
import { REFUND_REASONS } from './refund-dialog.tsx';
import { useOrderMoney } from './use-order-money.ts';

export interface PaymentRefundDialogProps {
  payment: AdminGetPaymentData['payment'];
  onClose: () => void;
  onRefunded: () => void;
}

/**
 * Refunds part or all of one captured payment (`POST /admin/payments/{id}/refund`), with a
 * reason and a note; the form refuses more than what is left to refund on that payment.
 */
export function PaymentRefundDialog({ payment, onClose, onRefunded }: PaymentRefundDialogProps) {
  const { t, i18n } = useTranslation('orders');
  const currency = payment.currency_code;
  const money = useOrderMoney(currency);
  const refusal = useServerErrorMessage();
  const refund = useAdminRefundPayment({ id: payment.id });
  const refundable = payment.amount - payment.amount_refunded;
  const step = amountStep(currency);
  const form = useForm({
    resolver: valibotResolver(
      v.object({
        amount: v.pipe(
          v.number('orders:refund.amountRequired'),
          v.minValue(step, 'orders:refund.amountRequired'),
          v.maxValue(fromMinorUnits(refundable, currency), 'orders:refund.amountTooHigh'),
        ),
        reason: v.picklist(REFUND_REASONS, 'orders:refund.reasonRequired'),
        note: v.pipe(v.string(), v.trim()),
      }),
    ),
    defaultValues: { amount: Number.NaN, reason: 'other' as const, note: '' },
  });
  const submit = form.handleSubmit(async ({ amount, reason, note }) => {
    const minor = toMinorUnits(amount, currency);
    try {
      await refund.mutateAsync({ amount: minor, reason, ...(note ? { note } : {}) });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: refusal(error) });
      return;
    }
    notify.success(t('refund.done', { amount: money(minor) }));
    onRefunded();
    onClose();
  });
  const fieldMessage = (key: string | undefined) => (key ? [i18n.t(key as MessageKey)] : []);
  const errors = form.formState.errors;

  return (
    <FormDialog
      open
      onClose={onClose}
      form={form}
      onSubmit={submit}
      title={t('collection.payment.refundTitle', { provider: payment.provider_id })}
      submitLabel={t('refund.submit')}
      cancelLabel={t('actions.cancel')}
      isPending={refund.isPending}
    >
      <Field name="amount" required>
        <FieldLabel>{t('refund.amount', { currency: currency.toUpperCase() })}</FieldLabel>
        <NumberInput
          {...form.register('amount', { valueAsNumber: true })}
          min={step}
          step={step}
          incrementLabel={t('actions.increase')}
          decrementLabel={t('actions.decrease')}
          autoFocus
        />
        <FieldDescription>{t('refund.upTo', { amount: money(refundable) })}</FieldDescription>
        <FieldError messages={fieldMessage(errors.amount?.message)} />
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
        <FieldError messages={fieldMessage(errors.reason?.message)} />
      </Field>
      <Field name="note">
        <FieldLabel>{t('refund.note')}</FieldLabel>
        <Textarea {...form.register('note')} rows={2} />
      </Field>
    </FormDialog>
  );
}
