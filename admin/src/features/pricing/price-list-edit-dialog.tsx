import { useAdminUpdatePriceList } from '@commerce/client/admin/price-lists';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { PriceListFields } from './price-list-fields.tsx';
import type { PriceList } from './price-list-format.ts';
import { priceListSchema, priceListValues, updateBody } from './price-list-values.ts';

export interface PriceListEditDialogProps {
  open: boolean;
  onClose: () => void;
  list: PriceList;
}

/** Edits a list's name, description, type, status, dates and customer groups. */
export function PriceListEditDialog({ open, onClose, list }: PriceListEditDialogProps) {
  const { t, i18n } = useTranslation('pricing');
  const update = useAdminUpdatePriceList({ id: list.id });
  const form = useForm({
    resolver: valibotResolver(priceListSchema),
    values: priceListValues(list),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(updateBody(values));
      notify.success(t('saved', { name: saved.price_list.name }));
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
      title={t('editTitle', { name: list.name })}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      isPending={update.isPending}
    >
      <PriceListFields form={form} isNew={false} />
    </FormDialog>
  );
}
