import {
  type AdminGetInventoryItemData,
  useAdminCreateInventoryItem,
  useAdminUpdateInventoryItem,
} from '@commerce/client/admin/inventory-items';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';

type Item = AdminGetInventoryItemData['inventory_item'];

const itemSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('inventory:validation.titleRequired')),
  sku: v.pipe(v.string(), v.trim()),
  description: v.pipe(v.string(), v.trim()),
  origin_country: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^([A-Za-z]{2})?$/, 'inventory:validation.countryCode'),
  ),
});

export interface ItemFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The item to edit; without it a new one is created. */
  item?: Item;
  onSaved?: (id: string) => void;
}

/** Creates an inventory item or edits its title, SKU, description and country of origin. */
export function ItemFormDialog({ open, onClose, item, onSaved }: ItemFormDialogProps) {
  const { t, i18n } = useTranslation('inventory');
  const create = useAdminCreateInventoryItem();
  const update = useAdminUpdateInventoryItem({ id: item?.id ?? '' });
  const form = useForm({
    resolver: valibotResolver(itemSchema),
    values: {
      title: item?.title ?? '',
      sku: item?.sku ?? '',
      description: item?.description ?? '',
      origin_country: item?.origin_country ?? '',
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    // Blank optional fields are left out: an empty SKU would still have to be unique.
    const body = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    try {
      const saved = item ? await update.mutateAsync(body) : await create.mutateAsync(body);
      notify.success(t(item ? 'items.saved' : 'items.created', { name: values.title }));
      onSaved?.(saved.inventory_item.id);
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
      title={item ? t('items.editTitle') : t('items.createTitle')}
      submitLabel={item ? t('actions.save') : t('items.create')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending || update.isPending}
    >
      <TextField {...form.register('title')} label={t('fields.title')} required autoFocus />
      <TextField {...form.register('sku')} label={t('fields.sku')} />
      <TextField {...form.register('description')} label={t('fields.description')} />
      <TextField
        {...form.register('origin_country')}
        label={t('fields.originCountry')}
        description={t('items.countryHint')}
        maxLength={2}
      />
    </FormDialog>
  );
}
