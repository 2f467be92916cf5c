import { Field, FieldError, Select } from '@commerce/ui';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../lib/forms/message-key.ts';
import { useStockLocations } from './use-stock-locations.ts';

export interface LocationSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** Locations not offered (e.g. those the item is already stocked at). */
  exclude?: readonly string[];
  disabled?: boolean;
}

/** A required choice of stock location, for a react-hook-form form. */
export function LocationSelect<T extends FieldValues>({
  control,
  name,
  exclude = [],
  disabled,
}: LocationSelectProps<T>) {
  const { t } = useTranslation('inventory');
  const { t: tc } = useTranslation();
  const locations = useStockLocations();
  const options = (locations.data ?? [])
    .filter((location) => !exclude.includes(location.id))
    .map((location) => ({ value: location.id, label: location.name }));
  return (
    <Field name={name} required>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => (
          <>
            <Select
              label={t('fields.location')}
              required
              disabled={disabled}
              placeholder={locations.data ? t('levels.chooseLocation') : t('states.loading')}
              options={options}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
            />
            <FieldError
              messages={
                fieldState.error?.message ? [tc(fieldState.error.message as MessageKey)] : []
              }
            />
          </>
        )}
      />
    </Field>
  );
}
