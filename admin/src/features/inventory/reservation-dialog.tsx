import { useMedusa } from '@commerce/client';
import { adminListInventoryItemsQueryOptions } from '@commerce/client/admin/inventory-items';
import {
  adminGetReservationQueryOptions,
  useAdminCreateReservation,
  useAdminUpdateReservation,
} from '@commerce/client/admin/reservations';
import { Combobox, Field, FieldError, notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import type { MessageKey } from '../../lib/forms/message-key.ts';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { itemName } from './inventory-columns.tsx';
import { LocationSelect } from './location-select.tsx';

const reservationSchema = v.object({
  inventory_item_id: v.pipe(v.string(), v.nonEmpty('inventory:validation.itemRequired')),
  location_id: v.pipe(v.string(), v.nonEmpty('inventory:validation.locationRequired')),
  quantity: v.pipe(v.string(), v.trim(), v.regex(/^[1-9]\d{0,8}$/, 'inventory:validation.min1')),
  description: v.pipe(v.string(), v.trim()),
});

export interface ReservationDialogProps {
  open: boolean;
  onClose: () => void;
  /** The reservation to edit (read fresh from the server); without it one is created. */
  reservationId?: string;
}

/** Reserves a quantity of an item at a location, or changes a reservation's location, quantity or note. */
export function ReservationDialog({ open, onClose, reservationId }: ReservationDialogProps) {
  const { t, i18n } = useTranslation('inventory');
  const { t: tc } = useTranslation();
  const { client } = useMedusa();
  const current = useQuery({
    ...adminGetReservationQueryOptions(client, { id: reservationId ?? '' }),
    enabled: open && Boolean(reservationId),
  });
  const items = useQuery({
    ...adminListInventoryItemsQueryOptions(client, { limit: 1000, order: 'title' }),
    enabled: open && !reservationId,
  });
  const create = useAdminCreateReservation();
  const update = useAdminUpdateReservation({ id: reservationId ?? '' });
  const reservation = current.data?.reservation;
  const form = useForm({
    resolver: valibotResolver(reservationSchema),
    values: {
      inventory_item_id: reservation?.inventory_item_id ?? '',
      location_id: reservation?.location_id ?? '',
      quantity: String(reservation?.quantity ?? 1),
      description: reservation?.description ?? '',
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ inventory_item_id, description, ...rest }) => {
    const body = {
      location_id: rest.location_id,
      quantity: Number(rest.quantity),
      ...(description ? { description } : {}),
    };
    try {
      if (reservationId) await update.mutateAsync(body);
      else await create.mutateAsync({ inventory_item_id, ...body });
      notify.success(t(reservationId ? 'reservations.saved' : 'reservations.created'));
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
      return;
    }
    close();
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={reservationId ? t('reservations.editTitle') : t('reservations.createTitle')}
      submitLabel={reservationId ? t('actions.save') : t('reservations.create')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending || update.isPending}
    >
      {!reservationId && (
        <Field name="inventory_item_id" required>
          <Controller
            name="inventory_item_id"
            control={form.control}
            render={({ field, fieldState }) => (
              <>
                <Combobox
                  label={t('fields.item')}
                  required
                  placeholder={items.data ? t('reservations.chooseItem') : t('states.loading')}
                  emptyLabel={t('reservations.noItems')}
                  options={(items.data?.inventory_items ?? []).map((item) => ({
                    value: item.id,
                    label: item.sku ? `${itemName(item)} (${item.sku})` : itemName(item),
                  }))}
                  value={field.value}
                  onValueChange={field.onChange}
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
      )}
      <LocationSelect control={form.control} name="location_id" />
      <TextField
        {...form.register('quantity')}
        label={t('fields.quantity')}
        inputMode="numeric"
        required
      />
      <TextField {...form.register('description')} label={t('fields.description')} />
    </FormDialog>
  );
}
