import {
  type StoreUpdateCustomerBody,
  useStoreUpdateCustomer,
} from '@commerce/client/store/customers';
import { Button } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Shopper } from '../../lib/shopper/shopper.ts';
import { requestErrorKey } from './account-errors.ts';
import { FormAlert, SERVER_ERROR, TextField } from './form-parts.tsx';
import { emailChanges, profileSchema } from './schemas.ts';

const detailsOf = (customer: Shopper) => ({
  first_name: customer.first_name ?? '',
  last_name: customer.last_name ?? '',
  email: customer.email,
  phone: customer.phone ?? '',
  current_password: '',
});

/**
 * The shopper's name, email and phone (`POST /store/customers/me`). A new email asks for
 * the current password, in a field that appears as soon as the email differs.
 */
export function ProfileForm({ customer }: { customer: Shopper }) {
  const { t } = useTranslation('account');
  const update = useStoreUpdateCustomer();
  const [saved, setSaved] = useState(false);
  const schema = useMemo(() => profileSchema(customer.email), [customer.email]);
  const form = useForm({ resolver: valibotResolver(schema), defaultValues: detailsOf(customer) });
  const email = useWatch({ control: form.control, name: 'email' });
  const asksPassword = emailChanges(customer.email, email);

  const submit = form.handleSubmit(async ({ email, current_password, ...details }) => {
    setSaved(false);
    // Only a changed email is sent, with the password that proves the change.
    const body: StoreUpdateCustomerBody = emailChanges(customer.email, email)
      ? { ...details, email, current_password }
      : details;
    try {
      const { customer: next } = await update.mutateAsync(body);
      form.reset(detailsOf(next));
      setSaved(true);
    } catch (error) {
      const key = requestErrorKey(error, {
        wrong_password: 'errors.wrongPassword',
        422: 'errors.emailTaken',
      });
      if (key === 'errors.emailTaken' || key === 'errors.wrongPassword') {
        const field = key === 'errors.emailTaken' ? 'email' : 'current_password';
        form.setError(field, { type: 'server', message: key }, { shouldFocus: true });
      } else {
        form.setError(SERVER_ERROR, { message: key });
      }
    }
  });

  return (
    <section aria-labelledby="profile-title" className="space-y-4">
      <h2 id="profile-title" className="text-lg font-medium">
        {t('overview.profile')}
      </h2>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="flex max-w-lg flex-col gap-4">
          <FormAlert message={form.formState.errors.root?.server?.message} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...form.register('first_name')}
              label={t('fields.firstName')}
              autoComplete="given-name"
              required
            />
            <TextField
              {...form.register('last_name')}
              label={t('fields.lastName')}
              autoComplete="family-name"
              required
            />
          </div>
          <TextField
            {...form.register('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
          />
          {asksPassword && (
            <TextField
              {...form.register('current_password')}
              label={t('fields.currentPassword')}
              description={t('overview.emailNeedsPassword')}
              type="password"
              autoComplete="current-password"
              required
            />
          )}
          <TextField
            {...form.register('phone')}
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
          />
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              {t('overview.save')}
            </Button>
            <p role="status" className="text-sm text-success">
              {saved ? t('overview.saved') : ''}
            </p>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
