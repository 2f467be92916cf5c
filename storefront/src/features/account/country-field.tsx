import { languageOf } from '@commerce/client/i18n';
import { Field, FieldError, FieldLabel, Select, useFieldError } from '@commerce/ui';
import { useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../lib/address/country-name.ts';
import { useRegion } from '../../lib/region/region-context.tsx';
import type { AccountKey } from './account-errors.ts';

/**
 * The address's country, from the countries of the store's regions (where it ships), named
 * in the shopper's language. A saved address in a country no region has keeps its country.
 */
export function CountryField({ current }: { current?: string | null | undefined }) {
  const { t, i18n } = useTranslation('account');
  const { control } = useFormContext<{ country_code: string }>();
  const { regions } = useRegion();
  const message = useFieldError('country_code')?.message;
  const locale = languageOf(i18n.language).htmlLang;
  const options = useMemo(() => {
    const codes = new Set((regions ?? []).flatMap((r) => (r.countries ?? []).map((c) => c.iso_2)));
    if (current) codes.add(current.toLowerCase());
    return [...codes]
      .map((code) => ({ value: code, label: countryName(code, locale) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [regions, current, locale]);
  return (
    <Field name="country_code" required>
      <FieldLabel>{t('fields.country')}</FieldLabel>
      <Controller
        name="country_code"
        control={control}
        render={({ field }) => (
          <Select
            ref={field.ref}
            name={field.name}
            options={options}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={t('fields.chooseCountry')}
          />
        )}
      />
      <FieldError size="medium" messages={message ? [t(message as AccountKey)] : []} />
    </Field>
  );
}
