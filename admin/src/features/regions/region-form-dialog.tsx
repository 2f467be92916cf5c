import { useAdminCreateRegion, useAdminUpdateRegion } from '@commerce/client/admin/regions';
import {
  useAdminListStorePaymentProviders,
  useAdminListStoreTaxProviders,
} from '@commerce/client/admin/store';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TAX_INCLUSIVE_PRICING, useFeatureFlag } from '../../lib/feature-flags/feature-flags.ts';
import { CheckboxField } from '../../lib/forms/checkbox-field.tsx';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import {
  BUILT_IN_TAX,
  createRegionBody,
  regionSchema,
  regionValues,
  updateRegionBody,
} from './region-values.ts';
import { SelectField } from './select-field.tsx';
import { type Region, useStore } from './use-settings-data.ts';

export interface RegionFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The region to edit; without it a new one is created. */
  region?: Region;
  onSaved?: (id: string) => void;
}

/** Creates a region or edits its name, currency and tax settings. */
export function RegionFormDialog({ open, onClose, region, onSaved }: RegionFormDialogProps) {
  const { t, i18n } = useTranslation('regions');
  const taxInclusive = useFeatureFlag(TAX_INCLUSIVE_PRICING) === true;
  const store = useStore().data?.store;
  // The installed providers are the store area's lists: without `store:read` the form
  // offers none to choose rather than asking for them and being refused (issue 21).
  const storeReadable = usePermissions().can('store:read');
  const payment = useAdminListStorePaymentProviders({
    enabled: open && !region && storeReadable,
  }).data;
  const taxProviders = useAdminListStoreTaxProviders({
    enabled: open && !!region && storeReadable,
  }).data;
  const create = useAdminCreateRegion();
  const update = useAdminUpdateRegion({ id: region?.id ?? '' });
  const form = useForm({
    resolver: valibotResolver(regionSchema),
    values: regionValues(region),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = region
        ? await update.mutateAsync(updateRegionBody(values, taxInclusive))
        : await create.mutateAsync(createRegionBody(values, taxInclusive));
      notify.success(t(region ? 'regions.saved' : 'regions.created', { name: values.name }));
      onSaved?.(saved.region.id);
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
      return;
    }
    close();
  });
  // A region's currency must be one of the store's (the server refuses others).
  const currencies = (store?.currencies ?? []).map((c) => ({
    value: c.code,
    label: `${c.code.toUpperCase()} · ${c.name}`,
  }));
  const providers = (kind: 'payment_providers' | 'fulfillment_providers', legend: string) => (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {(
        (kind === 'payment_providers'
          ? payment?.payment_providers
          : store?.fulfillment_providers) ?? []
      ).map((provider) => (
        <CheckboxField
          key={provider.id}
          {...form.register(kind)}
          value={provider.id}
          label={provider.id}
        />
      ))}
    </fieldset>
  );

  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={region ? t('regions.editTitle') : t('regions.createTitle')}
      submitLabel={region ? t('actions.save') : t('regions.create')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending || update.isPending}
    >
      <TextField {...form.register('name')} label={t('fields.name')} required autoFocus />
      <SelectField
        control={form.control}
        name="currency_code"
        label={t('fields.currency')}
        options={currencies}
        placeholder={t('regions.chooseCurrency')}
        required
      />
      <p className="-mt-2 text-sm text-muted-foreground">{t('regions.currencyHint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.register('tax_rate')}
          label={t('fields.taxRate')}
          inputMode="decimal"
          required
        />
        <TextField {...form.register('tax_code')} label={t('fields.taxCode')} />
      </div>
      {!region && providers('payment_providers', t('fields.paymentProviders'))}
      {!region && providers('fulfillment_providers', t('fields.fulfillmentProviders'))}
      {taxInclusive && (
        <CheckboxField
          {...form.register('includes_tax')}
          label={t('fields.includesTax')}
          description={t('regions.includesTaxHint')}
        />
      )}
      {region && (
        <>
          <SelectField
            control={form.control}
            name="tax_provider_id"
            label={t('fields.taxProvider')}
            options={[
              { value: BUILT_IN_TAX, label: t('regions.builtInTax') },
              ...(taxProviders?.tax_providers ?? []).map((p) => ({ value: p.id, label: p.id })),
            ]}
          />
          <CheckboxField
            {...form.register('automatic_taxes')}
            label={t('fields.automaticTaxes')}
            description={t('regions.automaticTaxesHint')}
          />
          <CheckboxField
            {...form.register('gift_cards_taxable')}
            label={t('fields.giftCardsTaxable')}
            description={t('regions.giftCardsTaxableHint')}
          />
        </>
      )}
    </FormDialog>
  );
}
