import {
  type AdminGetProductData,
  useAdminCreateProductVariant,
  useAdminUpdateProductVariant,
} from '@commerce/client/admin/products';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../lib/forms/checkbox-field.tsx';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import {
  CODES,
  createBody,
  updateBody,
  type Variant,
  variantDefaults,
  variantSchema,
} from './variant-form.ts';

export interface VariantFormDialogProps {
  product: AdminGetProductData['product'];
  /** The variant to edit; without it the dialog adds a variant. */
  variant?: Variant;
  /** The store's currencies: one price field each. */
  currencies: string[];
  onClose: () => void;
}

/**
 * A variant's title, codes (SKU, barcode, EAN, UPC), inventory settings, value for each
 * option and default price per store currency; for a new variant or an existing one.
 */
export function VariantFormDialog({
  product,
  variant,
  currencies,
  onClose,
}: VariantFormDialogProps) {
  const { t, i18n } = useTranslation('product-editor');
  const update = useAdminUpdateProductVariant({ id: product.id, variant_id: variant?.id ?? '' });
  const create = useAdminCreateProductVariant({ id: product.id });
  const form = useForm({
    resolver: valibotResolver(variantSchema),
    defaultValues: variantDefaults(product, variant, currencies),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      if (variant) await update.mutateAsync(updateBody(variant, values, currencies));
      else await create.mutateAsync(createBody(values, currencies));
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
      return;
    }
    notify.success(variant ? t('detail.saved') : t('variantList.added', { title: values.title }));
    onClose();
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      form={form}
      onSubmit={submit}
      title={variant ? t('variantList.editTitle') : t('variantList.addTitle')}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      isPending={update.isPending || create.isPending}
    >
      <TextField {...form.register('title')} label={t('variants.title')} required />
      {(product.options ?? []).map((option) => (
        <TextField
          key={option.id}
          {...form.register(`options.${option.id}`)}
          label={option.title}
          required
        />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {CODES.map((key) => (
          <TextField key={key} {...form.register(key)} label={t(`variantList.${key}`)} />
        ))}
      </div>
      <CheckboxField
        {...form.register('manage_inventory')}
        label={t('stock.manage')}
        description={t('variantList.manageHint')}
      />
      <CheckboxField
        {...form.register('allow_backorder')}
        label={t('variantList.backorder')}
        description={t('variantList.backorderHint')}
      />
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
