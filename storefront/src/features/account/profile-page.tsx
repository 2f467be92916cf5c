import { useStoreUpdateCustomer } from '@commerce/client/store';
import { Button } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDocumentHead } from '../../lib/seo/use-document-head.ts';
import { type Shopper, useShopperQuery } from '../../lib/shopper/shopper.ts';
import { requestErrorKey } from './account-errors.ts';
import { FormAlert, SERVER_ERROR, TextField } from './form-parts.tsx';
import { AccountLoadError, AccountLoading, SessionEnded } from './query-state.tsx';
import { profileSchema } from './schemas.ts';

/** `/account`: a greeting and the shopper's details (name, email, phone) to change. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const shopper = useShopperQuery();
  useDocumentHead({
    title: t('overview.title'),
    description: t('overview.description'),
    canonicalPath: '/account',
  });
  const customer = shopper.data;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-semibold">{t('overview.title')}</h1>
        {customer && (
          <p className="text-muted-foreground">
            {t('overview.greeting', { name: customer.first_name ?? customer.email })}
          </p>
        )}
      </div>
      {shopper.isPending && <AccountLoading />}
      {shopper.isError && (
        <AccountLoadError error={shopper.error} retry={() => void shopper.refetch()} />
      )}
      {customer === null && <SessionEnded />}
      {customer && <ProfileForm customer={customer} />}
    </div>
  );
}

function ProfileForm({ customer }: { customer: Shopper }) {
  const { t } = useTranslation('account');
  const update = useStoreUpdateCustomer();
  const [saved, setSaved] = useState(false);
  const form = useForm({
    resolver: valibotResolver(profileSchema),
    defaultValues: {
      first_name: customer.first_name ?? '',
      last_name: customer.last_name ?? '',
      email: customer.email,
      phone: customer.phone ?? '',
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      const { customer: next } = await update.mutateAsync(values);
      form.reset({
        first_name: next.first_name ?? '',
        last_name: next.last_name ?? '',
        email: next.email,
        phone: next.phone ?? '',
      });
      setSaved(true);
    } catch (error) {
      const key = requestErrorKey(error, { 422: 'errors.emailTaken' });
      if (key === 'errors.emailTaken') {
        form.setError('email', { type: 'server', message: key }, { shouldFocus: true });
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
