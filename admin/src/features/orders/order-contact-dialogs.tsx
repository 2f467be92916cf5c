import { useAdminUpdateOrder } from '@commerce/client/admin/orders';
import { Field, FieldError, notify, Select } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormDialog } from '../../lib/forms/form-dialog.tsx';
import type { MessageKey } from '../../lib/forms/message-key.ts';
import { SERVER_ERROR, useServerErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import type { Order } from './order-state.ts';

export type ContactPart = 'email' | 'shipping_address' | 'billing_address';

const required = (key: string) => v.pipe(v.string(), v.trim(), v.minLength(1, key));
const optional = v.pipe(v.string(), v.trim());

const emailSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'orders:contact.emailRequired'),
    v.email('orders:contact.emailInvalid'),
  ),
});

const addressSchema = v.object({
  first_name: required('orders:contact.required'),
  last_name: required('orders:contact.required'),
  company: optional,
  address_1: required('orders:contact.required'),
  address_2: optional,
  postal_code: required('orders:contact.required'),
  city: required('orders:contact.required'),
  province: optional,
  country_code: v.pipe(v.string(), v.regex(/^[a-zA-Z]{2}$/, 'orders:contact.countryRequired')),
  phone: optional,
});
type AddressValues = v.InferOutput<typeof addressSchema>;
const ADDRESS_FIELDS = Object.keys(addressSchema.entries) as (keyof AddressValues)[];

interface ContactDialogProps {
  order: Order;
  part: ContactPart | undefined;
  onClose: () => void;
}

/** Changes the order's email or one of its addresses (`POST /admin/orders/{id}`). */
export function ContactDialog({ order, part, onClose }: ContactDialogProps) {
  if (part === 'email') return <EmailDialog order={order} onClose={onClose} />;
  if (part) return <AddressDialog key={part} order={order} part={part} onClose={onClose} />;
  return null;
}

function useSave(order: Order) {
  const refusal = useServerErrorMessage();
  const update = useAdminUpdateOrder({ id: order.id });
  const save = async (
    body: Parameters<typeof update.mutateAsync>[0],
    fail: (message: string) => void,
  ) => {
    try {
      await update.mutateAsync(body);
      return true;
    } catch (error) {
      fail(refusal(error));
      return false;
    }
  };
  return { save, isPending: update.isPending };
}

function EmailDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const { save, isPending } = useSave(order);
  const form = useForm({
    resolver: valibotResolver(emailSchema),
    defaultValues: { email: order.email },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    const fail = (message: string) => form.setError(SERVER_ERROR, { message });
    if (await save({ email }, fail)) {
      notify.success(t('contact.email.done'));
      onClose();
    }
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      form={form}
      onSubmit={submit}
      title={t('contact.email.title')}
      description={t('contact.email.description')}
      submitLabel={t('contact.save')}
      cancelLabel={t('actions.cancel')}
      isPending={isPending}
    >
      <TextField
        {...form.register('email')}
        label={t('customer.email')}
        type="email"
        required
        autoFocus
      />
    </FormDialog>
  );
}

function AddressDialog({
  order,
  part,
  onClose,
}: {
  order: Order;
  part: Exclude<ContactPart, 'email'>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const { save, isPending } = useSave(order);
  const current = order[part];
  const defaults = Object.fromEntries(
    ADDRESS_FIELDS.map((name) => [name, current?.[name] ?? '']),
  ) as AddressValues;
  const form = useForm({ resolver: valibotResolver(addressSchema), defaultValues: defaults });
  const countries = (order.region?.countries ?? []).map((c) => ({
    value: c.iso_2,
    label: c.display_name,
  }));
  const submit = form.handleSubmit(async (values) => {
    // Empty optional fields are left out rather than sent as "".
    const address = Object.fromEntries(
      Object.entries({ ...values, country_code: values.country_code.toLowerCase() }).filter(
        ([, value]) => value !== '',
      ),
    );
    const fail = (message: string) => form.setError(SERVER_ERROR, { message });
    if (await save({ [part]: address }, fail)) {
      notify.success(t(`contact.${part}.done`));
      onClose();
    }
  });
  const countryError = form.formState.errors.country_code?.message;
  const text = (name: Exclude<keyof AddressValues, 'country_code'>, isRequired = false) => (
    <TextField {...form.register(name)} label={t(`contact.fields.${name}`)} required={isRequired} />
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      form={form}
      onSubmit={submit}
      title={t(`contact.${part}.title`)}
      submitLabel={t('contact.save')}
      cancelLabel={t('actions.cancel')}
      isPending={isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text('first_name', true)}
        {text('last_name', true)}
        <div className="sm:col-span-2">{text('company')}</div>
        <div className="sm:col-span-2">{text('address_1', true)}</div>
        <div className="sm:col-span-2">{text('address_2')}</div>
        {text('postal_code', true)}
        {text('city', true)}
        {text('province')}
        {countries.length > 0 ? (
          <Field name="country_code" required>
            <Controller
              name="country_code"
              control={form.control}
              render={({ field }) => (
                <Select
                  label={t('contact.fields.country_code')}
                  required
                  options={countries}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                />
              )}
            />
            <FieldError messages={countryError ? [i18n.t(countryError as MessageKey)] : []} />
          </Field>
        ) : (
          <TextField
            {...form.register('country_code')}
            label={t('contact.fields.country_code')}
            required
            maxLength={2}
          />
        )}
        {text('phone')}
      </div>
    </FormDialog>
  );
}
