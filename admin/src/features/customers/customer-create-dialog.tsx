import { useAdminCreateCustomer } from '@commerce/client/admin/customers';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { CustomerFields, customerSchema } from './customer-form-dialog.tsx';

const MIN_PASSWORD = 8;

const createSchema = v.object({
  ...customerSchema.entries,
  first_name: v.pipe(v.string(), v.trim(), v.nonEmpty('customers:validation.firstNameRequired')),
  last_name: v.pipe(v.string(), v.trim(), v.nonEmpty('customers:validation.lastNameRequired')),
  password: v.pipe(
    v.string(),
    v.nonEmpty('customers:validation.passwordRequired'),
    v.minLength(MIN_PASSWORD, 'customers:validation.passwordTooShort'),
  ),
});

const EMPTY = { first_name: '', last_name: '', email: '', phone: '', password: '' };

/**
 * Creates a customer with an account (`POST /admin/customers`), e.g. for a shopper who
 * called the store, then opens the new customer.
 */
export function CustomerCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('customers');
  const navigate = useNavigate();
  const create = useAdminCreateCustomer();
  const form = useForm({ resolver: valibotResolver(createSchema), defaultValues: EMPTY });
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const submit = form.handleSubmit(async ({ phone, ...values }) => {
    try {
      const { customer } = await create.mutateAsync({ ...values, ...(phone ? { phone } : {}) });
      notify.success(t('create.done', { email: customer.email }));
      close();
      void navigate({ to: '/a/customers/$id', params: { id: customer.id } });
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
      title={t('create.title')}
      submitLabel={t('create.submit')}
      cancelLabel={t('actions.cancel')}
      isPending={create.isPending}
    >
      <CustomerFields register={form.register} />
      <TextField
        {...form.register('password')}
        label={t('fields.password')}
        description={t('create.passwordHint', { min: MIN_PASSWORD })}
        type="password"
        autoComplete="new-password"
        required
      />
    </FormDialog>
  );
}
