import {
  useAdminCreateInventoryItemLocationLevel,
  useAdminUpdateInventoryItemLocationLevel,
} from '@commerce/client/admin/inventory-items';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import type { LocationLevel } from './inventory-list-query.ts';
import { LocationSelect } from './location-select.tsx';

const count = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/, 'inventory:validation.min0'));
const levelSchema = v.object({
  location_id: v.pipe(v.string(), v.nonEmpty('inventory:validation.locationRequired')),
  stocked_quantity: count,
  incoming_quantity: count,
});

export interface LevelDialogProps {
  open: boolean;
  onClose: () => void;
  itemId: string;
  /** The level to edit; without it the item starts being stocked at a new location. */
  level?: LocationLevel;
  /** The locations the item is already stocked at (not offered for a new level). */
  stockedAt: readonly string[];
  locationName?: string;
}

/** Sets the stocked and incoming quantities of an item at a location, or adds a location. */
export function LevelDialog({
  open,
  onClose,
  itemId,
  level,
  stockedAt,
  locationName,
}: LevelDialogProps) {
  const { t, i18n } = useTranslation('inventory');
  const create = useAdminCreateInventoryItemLocationLevel({ id: itemId });
  const update = useAdminUpdateInventoryItemLocationLevel({
    id: itemId,
    location_id: level?.location_id ?? '',
  });
  const form = useForm({
    resolver: valibotResolver(levelSchema),
    values: {
      location_id: level?.location_id ?? '',
      stocked_quantity: String(level?.stocked_quantity ?? 0),
      incoming_quantity: String(level?.incoming_quantity ?? 0),
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ location_id, ...typed }) => {
    const quantities = {
      stocked_quantity: Number(typed.stocked_quantity),
      incoming_quantity: Number(typed.incoming_quantity),
    };
    try {
      if (level) await update.mutateAsync(quantities);
      else await create.mutateAsync({ location_id, ...quantities });
      notify.success(t('levels.saved'));
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
      title={level ? t('levels.editTitle', { location: locationName }) : t('levels.addTitle')}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending || update.isPending}
    >
      {!level && <LocationSelect control={form.control} name="location_id" exclude={stockedAt} />}
      <TextField
        {...form.register('stocked_quantity')}
        label={t('fields.stocked')}
        inputMode="numeric"
        required
      />
      <TextField
        {...form.register('incoming_quantity')}
        label={t('fields.incoming')}
        inputMode="numeric"
        required
      />
    </FormDialog>
  );
}
