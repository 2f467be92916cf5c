import { toMinorUnits } from '@commerce/client';
import { useAdminCreateOrderClaim } from '@commerce/client/admin/orders';
import { notify, RadioGroup, RadioGroupItem } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CheckboxField } from '../../lib/forms/checkbox-field.tsx';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import type { MessageKey } from '../../lib/forms/message-key.ts';
import { SERVER_ERROR, useServerErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import type { PickedVariant } from '../../lib/variant-picker/index.ts';
import { CLAIM_REASONS, ClaimReasonField } from './claim-reason-field.tsx';
import {
  type ChoosableLine,
  chosenItems,
  ItemQuantities,
  quantitiesSchema,
} from './item-quantities.tsx';
import { NewItemsField } from './new-items-field.tsx';
import { type Order, returnableQuantity } from './order-state.ts';
import { ReturnShippingField } from './return-shipping-field.tsx';

/** An amount typed in the currency ("12.50"), or nothing for the server's own amount. */
const amountSchema = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === '' || /^\d+([.,]\d{1,2})?$/.test(s), 'orders:claims.create.amountInvalid'),
);

function claimSchema(lines: readonly ChoosableLine[]) {
  return v.pipe(
    v.object({
      type: v.picklist(['refund', 'replace']),
      quantities: quantitiesSchema(lines),
      reason: v.picklist(CLAIM_REASONS),
      note: v.pipe(v.string(), v.trim(), v.maxLength(1000, 'orders:claims.create.noteTooLong')),
      option_id: v.string(),
      refund_amount: amountSchema,
      additional: v.array(v.custom<PickedVariant>(() => true)),
      notify: v.boolean(),
    }),
    // A replacement sends something: at least one new item.
    v.forward(
      v.partialCheck(
        [['type'], ['additional']],
        (input) => input.type === 'refund' || input.additional.length > 0,
        'orders:claims.create.itemsRequired',
      ),
      ['additional'],
    ),
  );
}

export interface CreateClaimDialogProps {
  order: Order;
  open: boolean;
  onClose: () => void;
}

/**
 * Creates a claim (`POST /admin/orders/{id}/claims`) on fulfilled units: refunded (an amount,
 * by default what the units were paid) or replaced (new items from the variant picker),
 * with why, a note, and optionally a return of the claimed units.
 */
export function CreateClaimDialog({ order, open, onClose }: CreateClaimDialogProps) {
  const { t, i18n } = useTranslation('orders');
  const refusal = useServerErrorMessage();
  const create = useAdminCreateOrderClaim({ id: order.id });
  // Replacement items are picked from the catalogue: without `products:read` a claim is
  // refunded, never replaced, and the choice is not offered.
  const canReplace = usePermissions().can('products:read');
  const lines: ChoosableLine[] = (order.items ?? [])
    .map((line) => ({ id: line.id, title: line.title, max: returnableQuantity(order, line) }))
    .filter((line) => line.max > 0);
  const form = useForm({
    resolver: valibotResolver(claimSchema(lines)),
    values: {
      type: 'refund' as 'refund' | 'replace',
      quantities: lines.map(() => 0),
      reason: 'production_failure' as (typeof CLAIM_REASONS)[number],
      note: '',
      option_id: '',
      refund_amount: '',
      additional: [] as PickedVariant[],
      notify: true,
    },
  });
  const type = form.watch('type');
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    const claimed = chosenItems(lines, values.quantities).map((item) => ({
      ...item,
      reason: values.reason,
      ...(values.note ? { note: values.note } : {}),
    }));
    try {
      await create.mutateAsync({
        type: values.type,
        claim_items: claimed,
        ...(values.option_id ? { return_shipping: { option_id: values.option_id } } : {}),
        ...(values.type === 'replace'
          ? {
              additional_items: values.additional.map((item) => ({
                variant_id: item.variantId,
                quantity: item.quantity,
              })),
            }
          : {}),
        ...(values.type === 'refund' && values.refund_amount
          ? { refund_amount: toMinorUnits(values.refund_amount, order.currency_code) }
          : {}),
        no_notification: !values.notify,
      });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: refusal(error) });
      return;
    }
    notify.success(t('claims.create.done'));
    close();
  });
  const additionalError = form.formState.errors.additional?.message;

  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t('claims.create.title')}
      description={t('claims.create.description')}
      submitLabel={t('claims.create.submit')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending}
    >
      {canReplace && (
        <Controller
          name="type"
          control={form.control}
          render={({ field }) => (
            <RadioGroup
              label={t('claims.create.type')}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              orientation="horizontal"
            >
              <RadioGroupItem value="refund">{t('claims.types.refund')}</RadioGroupItem>
              <RadioGroupItem value="replace">{t('claims.types.replace')}</RadioGroupItem>
            </RadioGroup>
          )}
        />
      )}
      <ItemQuantities lines={lines} label={t('claims.create.itemsLabel')} />
      <ClaimReasonField name="reason" />
      <TextField {...form.register('note')} label={t('claims.create.note')} />
      {type === 'replace' ? (
        <Controller
          name="additional"
          control={form.control}
          render={({ field }) => (
            <NewItemsField
              label={t('claims.create.newItems')}
              value={field.value}
              onChange={field.onChange}
              currencyCode={order.currency_code}
              error={additionalError ? i18n.t(additionalError as MessageKey) : undefined}
            />
          )}
        />
      ) : (
        <TextField
          {...form.register('refund_amount')}
          label={t('claims.create.refundAmount', { currency: order.currency_code.toUpperCase() })}
          description={t('claims.create.refundAmountHint')}
          inputMode="decimal"
        />
      )}
      <ReturnShippingField
        regionId={order.region_id}
        currencyCode={order.currency_code}
        open={open}
      />
      <CheckboxField {...form.register('notify')} label={t('claims.create.notify')} />
    </FormDialog>
  );
}
