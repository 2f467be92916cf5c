import { useStoreUpdateCustomer } from '@commerce/client/store/customers';
import { Button } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { requestErrorKey } from './account-errors.ts';
import { FormAlert, SERVER_ERROR, TextField } from './form-parts.tsx';
import { changePasswordSchema } from './schemas.ts';

const empty = { current_password: '', password: '', confirm_password: '' };

/**
 * A new password for the signed-in shopper (`POST /store/customers/me` with
 * `current_password`). The store then ends the customer's other sessions and keeps this
 * one, which the confirmation tells the shopper.
 */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const update = useStoreUpdateCustomer();
  const [changed, setChanged] = useState(false);
  const form = useForm({ resolver: valibotResolver(changePasswordSchema), defaultValues: empty });

  const submit = form.handleSubmit(async ({ current_password, password }) => {
    setChanged(false);
    try {
      await update.mutateAsync({ current_password, password });
      form.reset(empty);
      setChanged(true);
    } catch (error) {
      const key = requestErrorKey(error, { wrong_password: 'errors.wrongPassword' });
      if (key === 'errors.wrongPassword') {
        form.setError('current_password', { type: 'server', message: key }, { shouldFocus: true });
      } else {
        form.setError(SERVER_ERROR, { message: key });
      }
    }
  });

  return (
    <section aria-labelledby="password-title" className="space-y-4">
      <h2 id="password-title" className="text-lg font-medium">
        {t('password.title')}
      </h2>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="flex max-w-lg flex-col gap-4">
          <FormAlert message={form.formState.errors.root?.server?.message} />
          <TextField
            {...form.register('current_password')}
            label={t('fields.currentPassword')}
            type="password"
            autoComplete="current-password"
            required
          />
          <TextField
            {...form.register('password')}
            label={t('fields.newPassword')}
            description={t('fields.passwordHint')}
            type="password"
            autoComplete="new-password"
            required
          />
          <TextField
            {...form.register('confirm_password')}
            label={t('fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
          />
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              {t('password.submit')}
            </Button>
            <p role="status" className="text-sm text-success">
              {changed ? t('password.changed') : ''}
            </p>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
