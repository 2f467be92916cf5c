import { Field, FieldLabel, Select, Textarea } from '@commerce/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRODUCT_STATUSES } from '../../lib/catalog/product-statuses.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import type { WizardValues } from './wizard-values.ts';

/** Step 1: what the product is called and whether it is in the store. */
export function StepDetails() {
  const { t } = useTranslation(['product-editor', 'products']);
  const form = useFormContext<WizardValues>();
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <TextField {...form.register('title')} label={t('fields.title')} required />
      <TextField {...form.register('subtitle')} label={t('fields.subtitle')} />
      <TextField
        {...form.register('handle')}
        label={t('fields.handle')}
        description={t('fields.handleHint')}
      />
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
            options={PRODUCT_STATUSES.map((status) => ({
              value: status,
              label: t(`products:status.${status}`),
            }))}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
          />
        )}
      />
    </div>
  );
}
