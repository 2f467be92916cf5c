import { Button, Input } from '@commerce/ui';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WizardValues } from './wizard-values.ts';

/** The generated variants: each one's title and SKU can be edited, or it can be left out. */
export function VariantTable() {
  const { t } = useTranslation('product-editor');
  const form = useFormContext<WizardValues>();
  const variants = useWatch({ control: form.control, name: 'variants' }) ?? [];
  const kept = variants.filter((variant) => !variant.removed).length;
  const titleError = form.formState.errors.variants;
  return (
    <section aria-labelledby="wizard-variants" className="flex flex-col gap-2">
      <h3 id="wizard-variants" className="font-semibold">
        {t('variants.heading', { count: kept })}
      </h3>
      {titleError && (
        <p role="alert" className="text-sm text-danger">
          {t('validation.variantTitle')}
        </p>
      )}
      <div className="max-h-[28rem] overflow-auto rounded-md border border-border">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-muted text-start">
            <tr>
              <th className="p-2 text-start">{t('variants.title')}</th>
              <th className="p-2 text-start">{t('variants.sku')}</th>
              <th className="p-2 text-start">
                <span className="sr-only">{t('variants.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {variants.map((variant, index) => (
              <tr key={variant.key} className={variant.removed ? 'opacity-50' : undefined}>
                <td className="p-2">
                  <Input
                    {...form.register(`variants.${index}.title`)}
                    aria-label={t('variants.titleOf', { name: variant.values.join(' / ') })}
                    readOnly={variant.removed}
                  />
                </td>
                <td className="p-2">
                  <Input
                    {...form.register(`variants.${index}.sku`)}
                    aria-label={t('variants.skuOf', { name: variant.title })}
                    readOnly={variant.removed}
                  />
                </td>
                <td className="p-2 text-end">
                  <Button
                    variant="secondary"
                    size="small"
                    onClick={() => form.setValue(`variants.${index}.removed`, !variant.removed)}
                  >
                    {variant.removed
                      ? t('variants.restore', { name: variant.title })
                      : t('variants.remove', { name: variant.title })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
