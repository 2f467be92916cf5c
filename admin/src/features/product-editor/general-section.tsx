import type { AdminGetProductData } from '@commerce/client/admin/products';
import { Field, FieldLabel, Select, Textarea } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ProductStatusBadge } from '../../lib/catalog/product-status.tsx';
import { PRODUCT_STATUSES } from '../../lib/catalog/product-statuses.ts';
import { CheckboxField } from '../../lib/forms/checkbox-field.tsx';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { TextField } from '../../lib/forms/text-field.tsx';
import { DetailList, DetailSection } from './detail-section.tsx';
import { useSaveProduct } from './use-save-product.ts';

type Product = AdminGetProductData['product'];
const M = 'product-editor:validation.';
const schema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty(`${M}titleRequired`)),
  subtitle: v.string(),
  handle: v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]+$/, `${M}handleFormat`)),
  description: v.string(),
  status: v.picklist(PRODUCT_STATUSES),
  discountable: v.boolean(),
});

/** Title, subtitle, handle, description, status and whether discounts apply, edited in a dialog. */
export function GeneralSection({ product }: { product: Product }) {
  const { t } = useTranslation(['product-editor', 'products']);
  const [open, setOpen] = useState(false);
  const { save, isPending } = useSaveProduct(product.id);
  const form = useForm({
    resolver: valibotResolver(schema),
    values: {
      title: product.title,
      subtitle: product.subtitle ?? '',
      handle: product.handle ?? '',
      description: product.description ?? '',
      status: product.status,
      discountable: product.discountable,
    },
  });
  const close = () => {
    form.reset();
    setOpen(false);
  };
  const submit = form.handleSubmit((values) => save(form, values, close));
  return (
    <DetailSection title={t('sections.general')} onEdit={() => setOpen(true)}>
      <DetailList
        rows={[
          [t('fields.title'), product.title],
          [t('fields.subtitle'), product.subtitle],
          [t('fields.handle'), product.handle],
          [t('fields.status'), <ProductStatusBadge key="status" status={product.status} />],
          [t('fields.description'), product.description],
          [t('fields.discountable'), product.discountable ? t('detail.yes') : t('detail.no')],
        ]}
      />
      <FormDialog
        open={open}
        onClose={close}
        form={form}
        onSubmit={submit}
        title={t('sections.general')}
        submitLabel={t('actions.save')}
        cancelLabel={t('actions.cancel')}
        isPending={isPending}
      >
        <TextField {...form.register('title')} label={t('fields.title')} required />
        <TextField {...form.register('subtitle')} label={t('fields.subtitle')} />
        <TextField {...form.register('handle')} label={t('fields.handle')} />
        <Field name="description">
          <FieldLabel>{t('fields.description')}</FieldLabel>
          <Textarea {...form.register('description')} rows={4} />
        </Field>
        <Controller
          name="status"
          control={form.control}
          render={({ field }) => (
            <Select
              label={t('fields.status')}
              options={PRODUCT_STATUSES.map((s) => ({
                value: s,
                label: t(`products:status.${s}`),
              }))}
              value={field.value}
              onValueChange={field.onChange}
              name={field.name}
            />
          )}
        />
        <CheckboxField
          {...form.register('discountable')}
          label={t('fields.discountable')}
          description={t('fields.discountableHint')}
        />
      </FormDialog>
    </DetailSection>
  );
}
