import { toMinorUnits } from '@commerce/client';
import { useAdminCreateDraftOrderLineItem } from '@commerce/client/admin/draft-orders';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';

const customLineSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('draft-orders:form.itemTitleRequired')),
  price: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+([.,]\d{1,2})?$/, 'draft-orders:form.priceInvalid'),
  ),
  quantity: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^[1-9]\d*$/, 'draft-orders:form.quantityInvalid'),
  ),
});

export interface CustomLineDialogProps {
  draftId: string;
  currencyCode: string;
  open: boolean;
  onClose: () => void;
}

/** Adds a custom item (a title and a price of its own, no variant) to an open draft. */
export function CustomLineDialog({ draftId, currencyCode, open, onClose }: CustomLineDialogProps) {
  const { t, i18n } = useTranslation('draft-orders');
  const add = useAdminCreateDraftOrderLineItem({ id: draftId });
  const form = useForm({
    resolver: valibotResolver(customLineSchema),
    defaultValues: { title: '', price: '', quantity: '1' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ title, price, quantity }) => {
    try {
      await add.mutateAsync({
        title,
        unit_price: toMinorUnits(price, currencyCode),
        quantity: Number(quantity),
      });
      close();
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
    }
  });
  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t('lines.customTitle')}
      submitLabel={t('lines.customSubmit')}
      cancelLabel={t('cancel')}
      isPending={add.isPending}
    >
      <TextField {...form.register('title')} label={t('form.itemTitlePlaceholder')} required />
      <TextField
        {...form.register('price')}
        inputMode="decimal"
        label={t('lines.unitPrice', { currency: currencyCode.toUpperCase() })}
        required
      />
      <TextField
        {...form.register('quantity')}
        inputMode="numeric"
        label={t('lines.quantity')}
        required
      />
    </FormDialog>
  );
}
