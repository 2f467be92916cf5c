import { useAdminUpdateOrderEdit } from '@commerce/client/admin/order-edits';
import { Field, FieldError, FieldLabel, notify, Textarea } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import type { MessageKey } from '../../lib/forms/message-key.ts';
import { SERVER_ERROR, useServerErrorMessage } from '../../lib/forms/server-error.ts';

const schema = v.object({
  internal_note: v.pipe(v.string(), v.trim(), v.maxLength(2000, 'orders:tooLong')),
});

export interface EditNoteDialogProps {
  edit: { id: string; internal_note: string | null };
  name: string;
  onClose: () => void;
}

/** Changes an order edit's internal note, seen by staff only (`POST /admin/order-edits/{id}`). */
export function EditNoteDialog({ edit, name, onClose }: EditNoteDialogProps) {
  const { t, i18n } = useTranslation('orders');
  const refusal = useServerErrorMessage();
  const update = useAdminUpdateOrderEdit({ id: edit.id });
  const form = useForm({
    resolver: valibotResolver(schema),
    defaultValues: { internal_note: edit.internal_note ?? '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
    } catch (error) {
      form.setError(SERVER_ERROR, { message: refusal(error) });
      return;
    }
    notify.success(t('editNote.done'));
    onClose();
  });
  const error = form.formState.errors.internal_note?.message;
  return (
    <FormDialog
      open
      onClose={onClose}
      form={form}
      onSubmit={submit}
      title={t('editNote.title', { name })}
      description={t('editNote.description')}
      submitLabel={t('contact.save')}
      cancelLabel={t('actions.cancel')}
      isPending={update.isPending}
    >
      <Field name="internal_note">
        <FieldLabel>{t('editNote.label')}</FieldLabel>
        <Textarea {...form.register('internal_note')} rows={3} autoFocus />
        <FieldError messages={error ? [i18n.t(error as MessageKey)] : []} />
      </Field>
    </FormDialog>
  );
}
