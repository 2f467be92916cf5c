import { type AdminGetProductData, useAdminUpdateProductVariant } from '@commerce/client/admin';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { toMinorUnits, toTyped } from '../../lib/catalog/money.ts';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';

type Variant = NonNullable<AdminGetProductData['product']['variants']>[number];
const M = 'product-editor:validation.';
const schema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty(`${M}variantTitle`)),
  sku: v.string(),
  prices: v.record(
    v.string(),
    v.pipe(v.string(), v.trim(), v.regex(/^(\d+([.,]\d{1,2})?)?$/, `${M}amount`)),
  ),
});

export interface VariantFormDialogProps {
  productId: string;
  variant: Variant;
  /** The store's currencies: one price field each. */
  currencies: string[];
  onClose: () => void;
}

/**
 * A variant's title, SKU and default price per store currency. Region prices are sent back
 * unchanged, since the server replaces the variant's default prices as a whole.
 */
export function VariantFormDialog({
  productId,
  variant,
  currencies,
  onClose,
}: VariantFormDialogProps) {
  const { t, i18n } = useTranslation('product-editor');
  const update = useAdminUpdateProductVariant({ id: productId, variant_id: variant.id });
  const defaults = (variant.prices ?? []).filter((price) => !price.price_list_id);
  const byCurrency = (code: string) =>
    defaults.find((price) => !price.region_id && price.currency_code === code);
  const form = useForm({
    resolver: valibotResolver(schema),
    defaultValues: {
      title: variant.title,
      sku: variant.sku ?? '',
      prices: Object.fromEntries(
        currencies.map((code) => {
          const price = byCurrency(code);
          return [code, price ? toTyped(price.amount, code) : ''];
        }),
      ),
    },
  });
  const submit = form.handleSubmit(async (values) => {
    const regional = defaults
      .filter((price) => price.region_id)
      .map((price) => ({ id: price.id, region_id: price.region_id ?? '', amount: price.amount }));
    const perCurrency = currencies
      .filter((code) => values.prices[code]?.trim())
      .map((code) => ({
        ...(byCurrency(code) ? { id: byCurrency(code)?.id } : {}),
        currency_code: code,
        amount: toMinorUnits(values.prices[code] ?? '', code),
      }));
    try {
      await update.mutateAsync({
        title: values.title.trim(),
        sku: values.sku.trim() || null,
        prices: [...regional, ...perCurrency],
      });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
      return;
    }
    notify.success(t('detail.saved'));
    onClose();
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      form={form}
      onSubmit={submit}
      title={t('variantList.editTitle')}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      isPending={update.isPending}
    >
      <TextField {...form.register('title')} label={t('variants.title')} required />
      <TextField {...form.register('sku')} label={t('variants.sku')} />
      {currencies.map((code) => (
        <TextField
          key={code}
          {...form.register(`prices.${code}`)}
          inputMode="decimal"
          label={t('variantList.price', { currency: code.toUpperCase() })}
        />
      ))}
    </FormDialog>
  );
}
