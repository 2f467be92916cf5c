import { adminUpdateInventoryItemLocationLevelInvalidation, useMedusa } from '@commerce/client';
import { RadioGroup, RadioGroupItem } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { TextField } from '../../lib/forms/text-field.tsx';
import { type BulkOutcome, runForEach } from '../../lib/lists/bulk.ts';
import { refreshAfterBulk } from '../../lib/lists/refresh.ts';
import {
  ADJUST_MODES,
  type AdjustMode,
  adjustItem,
  STOCK_FIELDS,
  type StockField,
} from './adjust-stock.ts';
import type { InventoryItem } from './inventory-list-query.ts';
import { LocationSelect } from './location-select.tsx';

const adjustSchema = v.pipe(
  v.object({
    locationId: v.pipe(v.string(), v.nonEmpty('inventory:validation.locationRequired')),
    field: v.picklist(STOCK_FIELDS),
    mode: v.picklist(ADJUST_MODES),
    amount: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^-?\d{1,9}$/, 'inventory:validation.wholeNumber'),
    ),
  }),
  v.forward(
    v.check(
      (values) => values.mode === 'add' || !values.amount.startsWith('-'),
      'inventory:validation.min0',
    ),
    ['amount'],
  ),
);

export interface AdjustStockDialogProps {
  open: boolean;
  onClose: () => void;
  items: InventoryItem[];
  onDone: (outcome: BulkOutcome<InventoryItem>) => void;
}

/**
 * Sets, or adds to, the stocked or incoming quantity of every selected item at one location,
 * one request per item; an item refused (e.g. it would go below zero) does not stop the rest.
 */
export function AdjustStockDialog({ open, onClose, items, onDone }: AdjustStockDialogProps) {
  const { t } = useTranslation('inventory');
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: valibotResolver(adjustSchema),
    defaultValues: {
      locationId: '',
      field: 'stocked_quantity' as StockField,
      mode: 'set' as AdjustMode,
      amount: '',
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    const adjustment = { ...values, amount: Number(values.amount) };
    const outcome = await runForEach(items, (item) => adjustItem(client, item.id, adjustment));
    await refreshAfterBulk(
      queryClient,
      adminUpdateInventoryItemLocationLevelInvalidation,
      outcome.succeeded.map((item) => item.id),
    );
    onDone(outcome);
    close();
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t('adjust.title', { count: items.length })}
      submitLabel={t('adjust.apply')}
      cancelLabel={t('actions.cancel')}
      isPending={form.formState.isSubmitting}
    >
      <LocationSelect control={form.control} name="locationId" />
      <Controller
        name="field"
        control={form.control}
        render={({ field }) => (
          <RadioGroup
            label={t('adjust.field')}
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
          >
            <RadioGroupItem value="stocked_quantity">{t('fields.stocked')}</RadioGroupItem>
            <RadioGroupItem value="incoming_quantity">{t('fields.incoming')}</RadioGroupItem>
          </RadioGroup>
        )}
      />
      <Controller
        name="mode"
        control={form.control}
        render={({ field }) => (
          <RadioGroup
            label={t('adjust.mode')}
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
          >
            <RadioGroupItem value="set">{t('adjust.set')}</RadioGroupItem>
            <RadioGroupItem value="add">{t('adjust.add')}</RadioGroupItem>
          </RadioGroup>
        )}
      />
      <TextField
        {...form.register('amount')}
        label={t('fields.quantity')}
        description={t('adjust.amountHint')}
        inputMode="numeric"
        required
      />
    </FormDialog>
  );
}
