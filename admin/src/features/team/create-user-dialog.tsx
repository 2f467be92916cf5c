import { useAdminCreateUser } from '@commerce/client/admin/users';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { newPasswordSchema } from '../../lib/forms/new-password.ts';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { RoleSelect } from './role-select.tsx';
import { roleFields } from './roles.ts';

const userSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('team:validation.userEmailRequired'),
    v.email('team:validation.emailInvalid'),
  ),
  first_name: v.pipe(v.string(), v.trim()),
  last_name: v.pipe(v.string(), v.trim()),
  role: v.pipe(v.string(), v.nonEmpty('team:validation.roleRequired')),
  password: newPasswordSchema('team:validation.newPasswordRequired'),
});

export interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Adds a staff user at once, with a password the admin chooses (`POST /admin/users`), for
 * when an invitation email is not the way; an email already in the team is the server's 422.
 */
export function CreateUserDialog({ open, onClose }: CreateUserDialogProps) {
  const { t, i18n } = useTranslation('team');
  const create = useAdminCreateUser();
  const form = useForm({
    resolver: valibotResolver(userSchema),
    defaultValues: {
      email: '',
      first_name: '',
      last_name: '',
      role: 'member',
      password: '',
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ first_name, last_name, role, ...values }) => {
    try {
      const { user } = await create.mutateAsync({
        ...values,
        ...roleFields(role),
        ...(first_name ? { first_name } : {}),
        ...(last_name ? { last_name } : {}),
      });
      notify.success(t('users.created', { email: user.email }));
      close();
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
      title={t('users.createTitle')}
      description={t('users.createDescription')}
      submitLabel={t('users.createSubmit')}
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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...form.register('first_name')} label={t('fields.firstName')} />
        <TextField {...form.register('last_name')} label={t('fields.lastName')} />
      </div>
      <RoleSelect control={form.control} name="role" />
      <TextField
        {...form.register('password')}
        label={t('users.password')}
        description={t('users.passwordHint')}
        type="password"
        autoComplete="new-password"
        required
      />
    </FormDialog>
  );
}
