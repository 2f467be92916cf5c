import { Label, ToggleSwitch } from '@commerce/ui';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StoreSetup } from './use-store-setup.ts';
import { VariantGrid } from './variant-grid.tsx';
import type { WizardValues } from './wizard-values.ts';

/** The locations stock can be typed for: all, or the default one when the role is limited. */
function stockColumns(setup: StoreSetup, defaultLabel: string) {
  if (setup.stocksEverywhere) return setup.locations.map(({ id, name }) => ({ id, label: name }));
  // The default location's stock goes in the create request itself (create-body.ts), the
  // others' need inventory operations the role lacks.
  const id = setup.store?.default_location_id;
  if (!id) return [];
  const name = setup.locations.find((location) => location.id === id)?.name;
  return [{ id, label: name ?? defaultLabel }];
}

/** Step 5: whether stock is tracked and, if so, each variant's units per stock location. */
export function StepStock({ setup }: { setup: StoreSetup }) {
  const { t } = useTranslation('product-editor');
  const columns = stockColumns(setup, t('stock.defaultLocation'));
  const form = useFormContext<WizardValues>();
  const managed = useWatch({ control: form.control, name: 'manage_inventory' });
  const invalid = form.formState.errors.variants?.some?.((variant) => variant?.stock);
  return (
    <div className="flex flex-col gap-4">
      <Controller
        name="manage_inventory"
        control={form.control}
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <ToggleSwitch
              id="wizard-manage-inventory"
              checked={field.value}
              onCheckedChange={field.onChange}
            />
            <Label htmlFor="wizard-manage-inventory">{t('stock.manage')}</Label>
          </div>
        )}
      />
      {invalid && (
        <p role="alert" className="text-sm text-danger">
          {t('validation.quantity')}
        </p>
      )}
      {!managed ? (
        <p className="text-sm text-muted-foreground">{t('stock.unmanaged')}</p>
      ) : columns.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('stock.noLocations')}</p>
      ) : (
        <VariantGrid label={t('steps.stock')} field="stock" columns={columns} inputMode="numeric" />
      )}
    </div>
  );
}
