import { useAdminCreateInvite } from '@commerce/client/admin/invites';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import type { IssuedInvite } from './invite-link-dialog.tsx';
import { RoleSelect } from './role-select.tsx';
import { roleFields } from './roles.ts';

const inviteSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('team:validation.emailRequired'),
    v.email('team:validation.emailInvalid'),
  ),
  role: v.pipe(v.string(), v.nonEmpty('team:validation.roleRequired')),
});

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  /** The invite was sent; its link can be shown once. */
  onInvited: (issued: IssuedInvite) => void;
}

/** Invites a person by email with a role; an email of an existing user is the server's 422. */
export function InviteDialog({ open, onClose, onInvited }: InviteDialogProps) {
  const { t, i18n } = useTranslation('team');
  const create = useAdminCreateInvite();
  const form = useForm({
    resolver: valibotResolver(inviteSchema),
    defaultValues: { email: '', role: 'member' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ email, role }) => {
    try {
      const { invite, token } = await create.mutateAsync({ user: email, ...roleFields(role) });
      notify.success(t('invites.sent', { email: invite.user_email }));
      close();
      onInvited({ email: invite.user_email, token, expiresAt: invite.expires_at });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, i18n.t) });
    }
  });
  return (
    <FormDialog
      open={open}
      onClose={close}
      form={form}
      onSubmit={submit}
      title={t('invites.createTitle')}
      description={t('invites.createDescription')}
      submitLabel={t('invites.send')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending}
    >
      <TextField
        {...form.register('email')}
        label={t('fields.email')}
        type="email"
        autoComplete="off"
        required
        autoFocus
      />
      <RoleSelect control={form.control} name="role" />
    </FormDialog>
  );
}
