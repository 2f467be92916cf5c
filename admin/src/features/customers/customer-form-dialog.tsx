import {
  type AdminGetCustomerData,
  useAdminUpdateCustomer,
} from '@commerce/client/admin/customers';
import { notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';

type Customer = AdminGetCustomerData['customer'];

/** A customer's name, email and phone, as both the edit and the create dialog take them. */
export const customerSchema = v.object({
  first_name: v.pipe(v.string(), v.trim()),
  last_name: v.pipe(v.string(), v.trim()),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validation.emailRequired'),
    v.email('validation.emailInvalid'),
  ),
  phone: v.pipe(v.string(), v.trim()),
});

/** Edits a customer's name, email and phone (`POST /admin/customers/{id}`). */
export function CustomerFormDialog({
  open,
  onClose,
  customer,
}: {
  open: boolean;
  onClose: () => void;
  customer: Customer;
}) {
  const { t, i18n } = useTranslation('customers');
  const update = useAdminUpdateCustomer({ id: customer.id });
  const form = useForm({
    resolver: valibotResolver(customerSchema),
    values: {
      first_name: customer.first_name ?? '',
      last_name: customer.last_name ?? '',
      email: customer.email,
      phone: customer.phone ?? '',
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notify.success(t('detail.saved'));
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
      title={t('detail.editTitle')}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      isPending={update.isPending}
    >
      <CustomerFields register={form.register} />
    </FormDialog>
  );
}

type CustomerValues = v.InferOutput<typeof customerSchema>;

/** The name, email and phone fields of a customer form. */
export function CustomerFields({
  register,
}: {
  register: (name: keyof CustomerValues) => UseFormRegisterReturn;
}) {
  const { t } = useTranslation('customers');
  return (
    <>
      <TextField {...register('first_name')} label={t('fields.firstName')} autoFocus />
      <TextField {...register('last_name')} label={t('fields.lastName')} />
      <TextField {...register('email')} label={t('fields.email')} type="email" required />
      <TextField {...register('phone')} label={t('fields.phone')} type="tel" />
    </>
  );
}
