import {
  useStoreCreateCustomerAddress,
  useStoreUpdateCustomerAddress,
} from '@commerce/client/store/customers';
import { Button } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SavedAddress } from '../../lib/address/address-format.ts';
import { useRegion } from '../../lib/region/region-context.tsx';
import { requestErrorKey } from './account-errors.ts';
import { CountryField } from './country-field.tsx';
import { FormAlert, SERVER_ERROR, TextField } from './form-parts.tsx';
import { type AddressValues, addressSchema } from './schemas.ts';

export interface AddressFormProps {
  /** The saved address to change; a new address when absent. */
  address?: SavedAddress;
  /** Whose address it is: a new address starts with the shopper's name. */
  shopper?: { first_name: string | null; last_name: string | null };
  /** Called once the server saved the address, or when the shopper cancels. */
  onDone(result: 'saved' | 'canceled'): void;
}

function initialValues(
  { address, shopper }: Omit<AddressFormProps, 'onDone'>,
  countryCode: string,
): AddressValues {
  const names = address ?? shopper;
  return {
    first_name: names?.first_name ?? '',
    last_name: names?.last_name ?? '',
    company: address?.company ?? '',
    address_1: address?.address_1 ?? '',
    address_2: address?.address_2 ?? '',
    postal_code: address?.postal_code ?? '',
    city: address?.city ?? '',
    province: address?.province ?? '',
    country_code: address?.country_code ?? countryCode,
    phone: address?.phone ?? '',
  };
}

/**
 * Adds a shipping address (`POST /store/customers/me/addresses`) or changes a saved one
 * (`POST /store/customers/me/addresses/{id}`); both answer the customer, which refreshes the
 * shopper. A new address starts with the shopper's name, in the country they shop in.
 */
export function AddressForm({ address, shopper, onDone }: AddressFormProps) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const { countryCode } = useRegion();
  const create = useStoreCreateCustomerAddress();
  const update = useStoreUpdateCustomerAddress({ address_id: address?.id ?? '' });
  const form = useForm({
    resolver: valibotResolver(addressSchema),
    defaultValues: initialValues({ address, shopper }, countryCode ?? ''),
  });
  const { setFocus } = form;
  // The form opens where the shopper asked for it; they start typing in its first field.
  useEffect(() => setFocus('first_name'), [setFocus]);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (address) await update.mutateAsync(values);
      else await create.mutateAsync({ address: values });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: requestErrorKey(error) });
      return;
    }
    onDone('saved');
  });

  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-lg border border-border p-4">
      <h2 id={titleId} className="text-lg font-medium">
        {address ? t('addresses.editTitle') : t('addresses.newTitle')}
      </h2>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormAlert message={form.formState.errors.root?.server?.message} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...form.register('first_name')}
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
            />
            <TextField
              {...form.register('last_name')}
              label={t('fields.lastName')}
              autoComplete="family-name"
              required
            />
          </div>
          <TextField
            {...form.register('company')}
            label={t('fields.company')}
            autoComplete="organization"
          />
          <TextField
            {...form.register('address_1')}
            label={t('fields.address1')}
            autoComplete="address-line1"
            required
          />
          <TextField
            {...form.register('address_2')}
            label={t('fields.address2')}
            autoComplete="address-line2"
          />
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <TextField
              {...form.register('postal_code')}
              label={t('fields.postalCode')}
              autoComplete="postal-code"
              required
            />
            <TextField
              {...form.register('city')}
              label={t('fields.city')}
              autoComplete="address-level2"
              required
            />
          </div>
          <TextField
            {...form.register('province')}
            label={t('fields.province')}
            autoComplete="address-level1"
          />
          <CountryField current={address?.country_code} />
          <TextField
            {...form.register('phone')}
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              {t('addresses.save')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => onDone('canceled')}>
              {t('addresses.cancel')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
