import { useAdminUpdatePaymentCollection } from '@commerce/client/admin/payment-collections';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, useServerErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';

const schema = v.object({
  description: v.pipe(v.string(), v.trim(), v.maxLength(500, 'orders:tooLong')),
});

export interface CollectionDescriptionDialogProps {
  collectionId: string;
  description: string | null;
  onClose: () => void;
}

/** Changes what the payer reads about a payment collection (`POST /admin/payment-collections/{id}`). */
export function CollectionDescriptionDialog({
  collectionId,
  description,
  onClose,
}: CollectionDescriptionDialogProps) {
  const { t } = useTranslation('orders');
  const refusal = useServerErrorMessage();
  const update = useAdminUpdatePaymentCollection({ id: collectionId });
  const form = useForm({
    resolver: valibotResolver(schema),
    defaultValues: { description: description ?? '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
    } catch (error) {
      form.setError(SERVER_ERROR, { message: refusal(error) });
      return;
    }
    notify.success(t('collection.describe.done'));
    onClose();
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      form={form}
      onSubmit={submit}
      title={t('collection.describe.title')}
      submitLabel={t('contact.save')}
      cancelLabel={t('actions.cancel')}
      isPending={update.isPending}
    >
      <TextField
        {...form.register('description')}
        label={t('collection.description')}
        description={t('collection.describe.hint')}
        autoFocus
      />
    </FormDialog>
  );
}
