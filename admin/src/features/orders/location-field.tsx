import { Select } from '@commerce/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOrderChoicesAccess, useStockLocations } from './use-order-choices.ts';

/**
 * The `location_id` field of a fulfilment form: one of the stock locations, or the store's
 * default one (an empty value). Left out for a role that cannot read the locations (issue
 * 21): the server then fulfils from the default location, as when none is chosen.
 */
export function LocationField({ open }: { open: boolean }) {
  const { t } = useTranslation('orders');
  const readable = useOrderChoicesAccess().locations;
  const locations = useStockLocations(open);
  const form = useFormContext<{ location_id: string }>();
  if (!readable) return null;
  return (
    <Controller
      name="location_id"
      control={form.control}
      render={({ field }) => (
        <Select
          label={t('fulfillments.location')}
          placeholder={locations.isPending ? t('loading') : t('fulfillments.defaultLocation')}
          options={[
            { value: '', label: t('fulfillments.defaultLocation') },
            ...(locations.data ?? []),
          ]}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
        />
      )}
    />
  );
}
