import type { AdminListNotificationsData } from '@commerce/client/admin/notifications';
import { useAdminResendNotification } from '@commerce/client/admin/notifications';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';

type Notification = AdminListNotificationsData['notifications'][number];

const resendSchema = v.object({
  to: v.pipe(v.string(), v.trim(), v.nonEmpty('team:validation.recipientRequired')),
});

export interface ResendNotificationDialogProps {
  notification: Notification | undefined;
  onClose: () => void;
}

/** Sends a notification again, to its address or another one; the resend is logged. */
export function ResendNotificationDialog({ notification, onClose }: ResendNotificationDialogProps) {
  const { t, i18n } = useTranslation('team');
  const resend = useAdminResendNotification({ id: notification?.id ?? '' });
  const form = useForm({
    resolver: valibotResolver(resendSchema),
    values: { to: notification?.to ?? '' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ to }) => {
    try {
      // The original address needs no body: the server sends it where it went first.
      await resend.mutateAsync(to === notification?.to ? {} : { to });
      notify.success(t('notifications.resent', { to }));
      close();
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
    }
  });
  return (
    <FormDialog
      open={Boolean(notification)}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t('notifications.resendTitle')}
      description={t('notifications.resendDescription', {
        event: notification?.event_name ?? t('notifications.noEvent'),
      })}
      submitLabel={t('notifications.resend')}
      cancelLabel={t('actions.cancel')}
      isPending={resend.isPending}
    >
      <TextField {...form.register('to')} label={t('notifications.recipient')} required autoFocus />
    </FormDialog>
  );
}
