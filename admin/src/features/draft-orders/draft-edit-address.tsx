import { Field, FieldError, Select } from '@commerce/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../lib/forms/message-key.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import type { DraftEditValues } from './draft-edit-form.ts';

export interface DraftEditAddressProps {
  prefix: 'shipping' | 'billing';
  legend: string;
  /** The region's countries, as `{ value: iso_2, label: name }`. */
  countries: { value: string; label: string }[];
}

/** One address of the "Edit details" dialog: name, street, city, postal code, country. */
export function DraftEditAddress({ prefix, legend, countries }: DraftEditAddressProps) {
  const { t, i18n } = useTranslation('draft-orders');
  const form = useFormContext<DraftEditValues>();
  const countryError = form.formState.errors[prefix]?.country_code?.message;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-medium">{legend}</legend>
      <TextField {...form.register(`${prefix}.first_name`)} label={t('form.firstName')} required />
      <TextField {...form.register(`${prefix}.last_name`)} label={t('form.lastName')} required />
      <div className="sm:col-span-2">
        <TextField {...form.register(`${prefix}.address_1`)} label={t('form.address1')} required />
      </div>
      <TextField {...form.register(`${prefix}.city`)} label={t('form.city')} required />
      <TextField
        {...form.register(`${prefix}.postal_code`)}
        label={t('form.postalCode')}
        required
      />
      <Field name={`${prefix}.country_code`} required>
        <Controller
          name={`${prefix}.country_code`}
          control={form.control}
          render={({ field }) => (
            <Select
              label={t('form.country')}
              required
              placeholder={t('form.choose')}
              options={countries}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
            />
          )}
        />
        <FieldError messages={countryError ? [i18n.t(countryError as MessageKey)] : []} />
      </Field>
    </fieldset>
  );
}
