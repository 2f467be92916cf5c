import {
  type AdminGetStockLocationData,
  useAdminCreateStockLocation,
  useAdminUpdateStockLocation,
} from '@commerce/client/admin/stock-locations';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import {
  type LocationValues,
  locationBody,
  locationSchema,
  locationValues,
} from './location-values.ts';

type Location = AdminGetStockLocationData['stock_location'];

export interface LocationFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The location to edit; without it a new one is created. */
  location?: Location;
  onSaved?: (id: string) => void;
}

/** Creates a stock location or edits its name and address. */
export function LocationFormDialog({ open, onClose, location, onSaved }: LocationFormDialogProps) {
  const { t, i18n } = useTranslation('inventory');
  const create = useAdminCreateStockLocation();
  const update = useAdminUpdateStockLocation({ id: location?.id ?? '' });
  const form = useForm({
    resolver: valibotResolver(locationSchema),
    values: locationValues(location),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const body = locationBody(values);
      const saved = location ? await update.mutateAsync(body) : await create.mutateAsync(body);
      notify.success(t(location ? 'locations.saved' : 'locations.created', { name: values.name }));
      onSaved?.(saved.stock_location.id);
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
      return;
    }
    close();
  });
  const field = (name: Exclude<keyof LocationValues, 'name'>, label: string) => (
    <TextField {...form.register(name)} label={label} />
  );

  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={location ? t('locations.editTitle') : t('locations.createTitle')}
      submitLabel={location ? t('actions.save') : t('locations.create')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending || update.isPending}
    >
      <TextField {...form.register('name')} label={t('fields.name')} required autoFocus />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-medium">{t('locations.address')}</legend>
        {field('address_1', t('fields.address1'))}
        {field('address_2', t('fields.address2'))}
        <div className="grid gap-4 sm:grid-cols-2">
          {field('postal_code', t('fields.postalCode'))}
          {field('city', t('fields.city'))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('province', t('fields.province'))}
          <TextField
            {...form.register('country_code')}
            label={t('fields.countryCode')}
            description={t('items.countryHint')}
            maxLength={2}
          />
        </div>
        {field('phone', t('fields.phone'))}
      </fieldset>
    </FormDialog>
  );
}
