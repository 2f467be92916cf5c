import type { AdminGetProductData, AdminUpdateProductBody } from '@commerce/client/admin/products';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { TextField } from '../../lib/forms/text-field.tsx';
import { DetailList, DetailSection } from './detail-section.tsx';
import { useSaveProduct } from './use-save-product.ts';

type Product = AdminGetProductData['product'];
const NUMBERS = ['weight', 'length', 'height', 'width'] as const;
const TEXTS = ['origin_country', 'hs_code', 'mid_code', 'material'] as const;
const number = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^(\d+([.,]\d+)?)?$/, 'product-editor:attributes.number'),
);
const schema = v.object({
  weight: number,
  length: number,
  height: number,
  width: number,
  origin_country: v.string(),
  hs_code: v.string(),
  mid_code: v.string(),
  material: v.string(),
});

const typed = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** Shipping and customs attributes: weight, dimensions, origin, HS and MID codes, material. */
export function AttributesSection({ product }: { product: Product }) {
  const { t } = useTranslation('product-editor');
  const [open, setOpen] = useState(false);
  const { save, isPending } = useSaveProduct(product.id);
  const form = useForm({
    resolver: valibotResolver(schema),
    values: Object.fromEntries(
      [...NUMBERS, ...TEXTS].map((key) => [key, typed(product[key])]),
    ) as Record<(typeof NUMBERS)[number] | (typeof TEXTS)[number], string>,
  });
  const close = () => {
    form.reset();
    setOpen(false);
  };
  const submit = form.handleSubmit((values) => {
    const body: AdminUpdateProductBody = {};
    // An emptied field clears the attribute (null), so a wrong value can be taken back.
    for (const key of NUMBERS) {
      const value = values[key].trim().replace(',', '.');
      body[key] = value ? Number(value) : null;
    }
    for (const key of TEXTS) body[key] = values[key].trim() || null;
    return save(form, body, close);
  });
  return (
    <DetailSection title={t('sections.attributes')} onEdit={() => setOpen(true)}>
      <DetailList
        rows={[...NUMBERS, ...TEXTS].map((key) => [t(`attributes.${key}`), typed(product[key])])}
      />
      <FormDialog
        open={open}
        onClose={close}
        form={form}
        onSubmit={submit}
        title={t('attributes.editTitle')}
        submitLabel={t('actions.save')}
        cancelLabel={t('actions.cancel')}
        isPending={isPending}
      >
        {[...NUMBERS, ...TEXTS].map((key) => (
          <TextField key={key} {...form.register(key)} label={t(`attributes.${key}`)} />
        ))}
      </FormDialog>
    </DetailSection>
  );
}
