import {
  type AdminGetPublishableApiKeyData,
  useAdminCreatePublishableApiKey,
  useAdminUpdatePublishableApiKey,
} from '@commerce/client/admin/publishable-api-keys';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';

type Key = AdminGetPublishableApiKeyData['publishable_api_key'];

const keySchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty('channels:validation.titleRequired')),
});

export interface KeyFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The key to rename; without it a new key is created. */
  apiKey?: Key;
  onSaved?: (id: string) => void;
}

/** Creates a publishable API key, or changes its title. */
export function KeyFormDialog({ open, onClose, apiKey, onSaved }: KeyFormDialogProps) {
  const { t, i18n } = useTranslation('channels');
  const create = useAdminCreatePublishableApiKey();
  const update = useAdminUpdatePublishableApiKey({ id: apiKey?.id ?? '' });
  const form = useForm({
    resolver: valibotResolver(keySchema),
    values: { title: apiKey?.title ?? '' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = apiKey ? await update.mutateAsync(values) : await create.mutateAsync(values);
      notify.success(t(apiKey ? 'keys.saved' : 'keys.created', { title: values.title }));
      onSaved?.(saved.publishable_api_key.id);
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
      title={apiKey ? t('keys.editTitle') : t('keys.createTitle')}
      submitLabel={apiKey ? t('actions.save') : t('keys.create')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending || update.isPending}
    >
      <TextField {...form.register('title')} label={t('fields.title')} required autoFocus />
    </FormDialog>
  );
}
