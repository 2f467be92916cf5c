import {
  useAdminCreateInventoryItemLocationLevel,
  useAdminUpdateInventoryItemLocationLevel,
} from '@commerce/client/admin/inventory-items';
import { Button, Input, notify, Select } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';

const quantity = v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, 'quantity'));
const levelSchema = v.object({ stocked: quantity });
const addSchema = v.object({
  location_id: v.pipe(v.string(), v.nonEmpty('location')),
  stocked: quantity,
});

/** The form's field error or server refusal, as one line under the inputs. */
function useFailure(errors: Record<string, { message?: string } | undefined> & { root?: unknown }) {
  const { t } = useTranslation('product-editor');
  const root = (errors.root as { server?: { message?: string } } | undefined)?.server?.message;
  if (root) return root;
  if (errors.location_id) return t('stockLevels.chooseLocation');
  if (errors.stocked) return t('validation.quantity');
  return '';
}

export interface LevelRowProps {
  itemId: string;
  locationId: string;
  locationName: string;
  stocked: number;
}

/** One location's stocked quantity of an inventory item, changed and saved in place. */
export function LevelRow({ itemId, locationId, locationName, stocked }: LevelRowProps) {
  const { t, i18n } = useTranslation('product-editor');
  const update = useAdminUpdateInventoryItemLocationLevel({ id: itemId, location_id: locationId });
  const form = useForm({
    resolver: valibotResolver(levelSchema),
    values: { stocked: String(stocked) },
  });
  const failure = useFailure(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ stocked_quantity: Number(values.stocked) });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
      return;
    }
    notify.success(t('stockLevels.saved', { location: locationName }));
  });
  return (
    <li>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-center gap-2">
        <span className="min-w-32 flex-1 text-sm">{locationName}</span>
        <Input
          {...form.register('stocked')}
          inputMode="numeric"
          className="w-24"
          aria-label={t('stockLevels.stockedAt', { location: locationName })}
          aria-invalid={failure ? true : undefined}
        />
        <Button type="submit" size="small" variant="secondary" isLoading={update.isPending}>
          {t('stockLevels.save', { location: locationName })}
        </Button>
        {failure && (
          <p role="alert" className="basis-full text-sm text-danger">
            {failure}
          </p>
        )}
      </form>
    </li>
  );
}

export interface AddLevelProps {
  itemId: string;
  /** The stock locations the item is not stocked at yet. */
  locations: { id: string; name: string }[];
}

/** Starts stocking the inventory item at another location, with its quantity. */
export function AddLevel({ itemId, locations }: AddLevelProps) {
  const { t, i18n } = useTranslation('product-editor');
  const create = useAdminCreateInventoryItemLocationLevel({ id: itemId });
  const form = useForm({
    resolver: valibotResolver(addSchema),
    defaultValues: { location_id: '', stocked: '0' },
  });
  const failure = useFailure(form.formState.errors);
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({
        location_id: values.location_id,
        stocked_quantity: Number(values.stocked),
      });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
      return;
    }
    const name = locations.find((location) => location.id === values.location_id)?.name ?? '';
    notify.success(t('stockLevels.added', { location: name }));
    form.reset();
  });
  if (locations.length === 0) return null;
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <Controller
        name="location_id"
        control={form.control}
        render={({ field }) => (
          <Select
            label={t('stockLevels.location')}
            placeholder={t('stockLevels.chooseLocation')}
            options={locations.map((location) => ({ value: location.id, label: location.name }))}
            value={field.value}
            onValueChange={field.onChange}
            name={field.name}
          />
        )}
      />
      <Input
        {...form.register('stocked')}
        inputMode="numeric"
        className="w-24"
        aria-label={t('stockLevels.newQuantity')}
      />
      <Button type="submit" size="small" isLoading={create.isPending}>
        {t('stockLevels.add')}
      </Button>
      {failure && (
        <p role="alert" className="basis-full text-sm text-danger">
          {failure}
        </p>
      )}
    </form>
  );
}
