import { Button } from '@commerce/ui';
import { useEffect } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../lib/forms/text-field.tsx';
import { sameCombinations, variantsFor } from './variant-matrix.ts';
import { VariantTable } from './variant-table.tsx';
import { MAX_OPTIONS, type WizardValues } from './wizard-values.ts';

/**
 * Step 3: up to three options with their values; the variants are every combination of
 * them, regenerated as the options change (what was typed for a combination is kept).
 */
export function StepOptions() {
  const { t } = useTranslation('product-editor');
  const form = useFormContext<WizardValues>();
  const options = useFieldArray({ control: form.control, name: 'options' });
  const watched = useWatch({ control: form.control, name: 'options' });
  const title = useWatch({ control: form.control, name: 'title' });

  useEffect(() => {
    const current = form.getValues('variants');
    const next = variantsFor(watched ?? [], current, title);
    if (!sameCombinations(current, next)) form.setValue('variants', next);
  }, [watched, title, form]);

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm text-muted-foreground">{t('options.hint')}</legend>
        {options.fields.map((field, index) => (
          <div key={field.id} className="grid items-end gap-3 md:grid-cols-[1fr_2fr_auto]">
            <TextField
              {...form.register(`options.${index}.title`)}
              label={t('options.title', { n: index + 1 })}
            />
            <TextField
              {...form.register(`options.${index}.values`)}
              label={t('options.values', { n: index + 1 })}
              description={t('options.valuesHint')}
            />
            <Button variant="secondary" onClick={() => options.remove(index)}>
              {t('options.remove', { n: index + 1 })}
            </Button>
          </div>
        ))}
        {options.fields.length < MAX_OPTIONS ? (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => options.append({ title: '', values: '' })}
          >
            {t('options.add')}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{t('options.max', { max: MAX_OPTIONS })}</p>
        )}
      </fieldset>
      <VariantTable />
    </div>
  );
}
