import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../forms/server-error.ts';
import { TextField } from '../forms/text-field.tsx';

/** A view's name: short enough for a menu. */
export const MAX_VIEW_NAME_LENGTH = 60;

// Messages are keys of the `lists` namespace; TextField translates them.
const viewNameSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('lists:views.nameRequired'),
    v.maxLength(MAX_VIEW_NAME_LENGTH, 'lists:views.nameTooLong'),
  ),
});

export interface SaveViewDialogProps {
  open: boolean;
  onClose: () => void;
  onSave: (name: string) => Promise<unknown>;
  isSaving: boolean;
}

/** Names the list's current search, sort, filters and columns as a saved view. */
export function SaveViewDialog({ open, onClose, onSave, isSaving }: SaveViewDialogProps) {
  const { t, i18n } = useTranslation('lists');
  const form = useForm({ resolver: valibotResolver(viewNameSchema), defaultValues: { name: '' } });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onSave(name);
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
      title={t('views.saveTitle')}
      description={t('views.saveDescription')}
      submitLabel={t('views.save')}
      cancelLabel={t('actions.cancel')}
      isPending={isSaving}
    >
      <TextField {...form.register('name')} label={t('views.name')} required autoFocus />
    </FormDialog>
  );
}
