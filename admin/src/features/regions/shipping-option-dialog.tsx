import { useAdminListRegionFulfillmentOptions } from '@commerce/client/admin/regions';
import {
  useAdminCreateShippingOption,
  useAdminGetShippingOption,
  useAdminUpdateShippingOption,
} from '@commerce/client/admin/shipping-options';
import { notify, RadioGroup, RadioGroupItem } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../lib/forms/checkbox-field.tsx';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { SelectField } from './select-field.tsx';
import {
  createShippingOptionBody,
  fulfillmentChoices,
  type ShippingOption,
  shippingOptionSchema,
  shippingOptionValues,
  updateShippingOptionBody,
} from './shipping-option-values.ts';
import { type Region, useShippingProfiles } from './use-settings-data.ts';

export interface ShippingOptionDialogProps {
  open: boolean;
  onClose: () => void;
  region: Region;
  isReturn: boolean;
  /** The option to edit; without it a new one is created. */
  option?: ShippingOption;
}

/** Creates a shipping (or return) option of a region, or edits its name, price and bounds. */
export function ShippingOptionDialog({
  open,
  onClose,
  region,
  isReturn,
  option: listed,
}: ShippingOptionDialogProps) {
  const { t, i18n } = useTranslation('regions');
  // The option as it is now (with its requirements); the list's copy until it has loaded.
  const fresh = useAdminGetShippingOption(
    { id: listed?.id ?? '' },
    { enabled: open && listed !== undefined },
  ).data?.shipping_option;
  const option = listed && (fresh ?? listed);
  const currency = region.currency_code;
  const profiles = useShippingProfiles().data;
  const providers = useAdminListRegionFulfillmentOptions({ id: region.id }, { enabled: open }).data
    ?.fulfillment_options;
  const create = useAdminCreateShippingOption();
  const update = useAdminUpdateShippingOption({ id: option?.id ?? '' });
  const form = useForm({
    resolver: valibotResolver(shippingOptionSchema),
    values: shippingOptionValues(option, currency),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      if (option) await update.mutateAsync(updateShippingOptionBody(values, currency, option));
      else {
        await create.mutateAsync(
          createShippingOptionBody(values, region.id, currency, isReturn, providers),
        );
      }
      notify.success(t(option ? 'shipping.saved' : 'shipping.created', { name: values.name }));
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
      return;
    }
    close();
  });
  const flat = form.watch('price_type') === 'flat_rate';
  const unit = currency.toUpperCase();
  const money = (
    name: 'amount' | 'min_subtotal' | 'max_subtotal',
    label: string,
    required = false,
  ) => (
    <TextField
      {...form.register(name)}
      label={`${label} (${unit})`}
      inputMode="decimal"
      required={required}
    />
  );
  const title = isReturn ? 'returnTitle' : 'title';

  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t(option ? `shipping.edit.${title}` : `shipping.create.${title}`)}
      submitLabel={option ? t('actions.save') : t('shipping.create.submit')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending || update.isPending}
    >
      <TextField {...form.register('name')} label={t('fields.name')} required autoFocus />
      {!option && (
        <>
          <SelectField
            control={form.control}
            name="profile_id"
            label={t('fields.profile')}
            placeholder={t('shipping.chooseProfile')}
            options={(profiles ?? []).map((p) => ({ value: p.id, label: p.name }))}
            required
          />
          <SelectField
            control={form.control}
            name="option"
            label={t('fields.fulfillmentOption')}
            placeholder={t('shipping.chooseOption')}
            options={fulfillmentChoices(providers, isReturn)}
            required
          />
          <RadioGroup label={t('fields.priceType')} name="price_type" required>
            <RadioGroupItem value="flat_rate" {...form.register('price_type')}>
              {t('priceTypes.flat_rate')}
            </RadioGroupItem>
            <RadioGroupItem value="calculated" {...form.register('price_type')}>
              {t('priceTypes.calculated')}
            </RadioGroupItem>
          </RadioGroup>
        </>
      )}
      {flat && money('amount', t('fields.amount'), true)}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">{t('shipping.requirements')}</legend>
        {money('min_subtotal', t('fields.minSubtotal'))}
        {money('max_subtotal', t('fields.maxSubtotal'))}
      </fieldset>
      <CheckboxField
        {...form.register('admin_only')}
        label={t('fields.adminOnly')}
        description={t('shipping.adminOnlyHint')}
      />
    </FormDialog>
  );
}
