import { languageOf } from '@commerce/client/i18n';
import {
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  Select,
  useFieldError,
} from '@commerce/ui';
import { useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../lib/address/country-name.ts';
import { TextField } from './form-parts.tsx';
import type { AddressValues, CheckoutKey } from './schemas.ts';

export interface AddressFieldsProps {
  /** The countries to choose from (ISO 3166-1 alpha-2, lowercase). */
  countries: readonly string[];
  /** Said under the country, e.g. why only the region's countries are offered. */
  countryHint?: string;
}

/**
 * The fields of a postal address, inside a `FormProvider` of {@link AddressValues}, with the
 * browser's autofill names so a saved address fills in with one choice.
 */
export function AddressFields({ countries, countryHint }: AddressFieldsProps) {
  const { t } = useTranslation('checkout');
  const { register } = useFormContext<AddressValues>();
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...register('first_name')}
          label={t('address.firstName')}
          autoComplete="given-name"
          required
        />
        <TextField
          {...register('last_name')}
          label={t('address.lastName')}
          autoComplete="family-name"
          required
        />
      </div>
      <TextField
        {...register('company')}
        label={t('address.company')}
        autoComplete="organization"
      />
      <TextField
        {...register('address_1')}
        label={t('address.address1')}
        autoComplete="address-line1"
        required
      />
      <TextField
        {...register('address_2')}
        label={t('address.address2')}
        autoComplete="address-line2"
      />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField
          {...register('postal_code')}
          label={t('address.postalCode')}
          autoComplete="postal-code"
          required
        />
        <TextField
          {...register('city')}
          label={t('address.city')}
          autoComplete="address-level2"
          required
        />
      </div>
      <TextField
        {...register('province')}
        label={t('address.province')}
        autoComplete="address-level1"
      />
      <CountryField countries={countries} hint={countryHint} />
      <TextField {...register('phone')} label={t('address.phone')} type="tel" autoComplete="tel" />
    </div>
  );
}

function CountryField({ countries, hint }: { countries: readonly string[]; hint?: string }) {
  const { t, i18n } = useTranslation('checkout');
  const { control } = useFormContext<AddressValues>();
  const message = useFieldError('country_code')?.message;
  const locale = languageOf(i18n.language).htmlLang;
  const options = useMemo(
    () =>
      countries
        .map((code) => ({ value: code, label: countryName(code, locale) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [countries, locale],
  );
  return (
    <Field name="country_code" required>
      <FieldLabel>{t('address.country')}</FieldLabel>
      <Controller
        name="country_code"
        control={control}
        render={({ field }) => (
          <Select
            ref={field.ref}
            name={field.name}
            size="large"
            options={options}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={t('address.chooseCountry')}
          />
        )}
      />
      {hint && <FieldDescription>{hint}</FieldDescription>}
      <FieldError size="medium" messages={message ? [t(message as CheckoutKey)] : []} />
    </Field>
  );
}
