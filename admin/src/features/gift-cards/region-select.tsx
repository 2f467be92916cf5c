import { Field, FieldError, Select } from '@commerce/ui';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../lib/forms/message-key.ts';
import type { Region } from '../../lib/regions/use-regions.ts';

export interface RegionSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  regions: Region[] | undefined;
}

/** The region a card can be used in (and whose currency its amounts are in). */
export function RegionSelect<T extends FieldValues>({
  control,
  name,
  regions,
}: RegionSelectProps<T>) {
  const { t } = useTranslation('gift-cards');
  const { t: tc } = useTranslation();
  return (
    <Field name={name} required>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => (
          <>
            <Select
              label={t('fields.region')}
              required
              placeholder={regions ? t('form.chooseRegion') : t('form.loadingRegions')}
              options={(regions ?? []).map((region) => ({
                value: region.id,
                label: `${region.name} (${region.currency_code.toUpperCase()})`,
              }))}
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
