import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PriceColumn } from '../../lib/catalog/price-columns.ts';
import { VariantGrid } from './variant-grid.tsx';
import type { WizardValues } from './wizard-values.ts';

/** Step 4: each variant's price per store currency and per region, without tax. */
export function StepPrices({ columns }: { columns: readonly PriceColumn[] }) {
  const { t } = useTranslation('product-editor');
  const { formState } = useFormContext<WizardValues>();
  const invalid = formState.errors.variants?.some?.((variant) => variant?.prices);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t('prices.hint')}</p>
      {invalid && (
        <p role="alert" className="text-sm text-danger">
          {t('validation.amount')}
        </p>
      )}
      {columns.length === 0 ? (
        <p>{t('prices.noCurrencies')}</p>
      ) : (
        <VariantGrid
          label={t('steps.prices')}
          field="prices"
          columns={columns}
          inputMode="decimal"
        />
      )}
    </div>
  );
}
