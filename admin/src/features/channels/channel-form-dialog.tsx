import {
  type AdminGetSalesChannelData,
  useAdminCreateSalesChannel,
  useAdminUpdateSalesChannel,
} from '@commerce/client/admin/sales-channels';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';

type Channel = AdminGetSalesChannelData['sales_channel'];

const channelSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('channels:validation.nameRequired')),
  description: v.pipe(v.string(), v.trim()),
});

export interface ChannelFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The channel to edit; without it a new one is created. */
  channel?: Channel;
  onSaved?: (id: string) => void;
}

/** Creates a sales channel or edits its name and description. */
export function ChannelFormDialog({ open, onClose, channel, onSaved }: ChannelFormDialogProps) {
  const { t, i18n } = useTranslation('channels');
  const create = useAdminCreateSalesChannel();
  const update = useAdminUpdateSalesChannel({ id: channel?.id ?? '' });
  const form = useForm({
    resolver: valibotResolver(channelSchema),
    values: { name: channel?.name ?? '', description: channel?.description ?? '' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = channel ? await update.mutateAsync(values) : await create.mutateAsync(values);
      notify.success(t(channel ? 'channels.saved' : 'channels.created', { name: values.name }));
      onSaved?.(saved.sales_channel.id);
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
      title={channel ? t('channels.editTitle') : t('channels.createTitle')}
      submitLabel={channel ? t('actions.save') : t('channels.create')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending || update.isPending}
    >
      <TextField {...form.register('name')} label={t('fields.name')} required autoFocus />
      <TextField {...form.register('description')} label={t('fields.description')} />
    </FormDialog>
  );
}
