import { useStoreResetCustomerPassword } from '@commerce/client/store/customers';
import { Button } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { requestErrorKey } from './account-errors.ts';
import { AuthFrame, FormAlert, linkClass, SERVER_ERROR, TextField } from './form-parts.tsx';
import { resetPasswordSchema } from './schemas.ts';

export interface ResetPasswordPageProps {
  /** From the emailed link: `/account/reset-password?token=…&email=…`. */
  token: string | undefined;
  email: string | undefined;
}

/** `/account/reset-password`: a new password with the emailed token (`POST /store/customers/password-reset`). */
export function ResetPasswordPage({ token, email }: ResetPasswordPageProps) {
  const { t } = useTranslation('account');
  const reset = useStoreResetCustomerPassword();
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: valibotResolver(resetPasswordSchema),
    defaultValues: { password: '' },
  });

  const submit = form.handleSubmit(async ({ password }) => {
    if (!token || !email) return;
    try {
      await reset.mutateAsync({ token, email, password });
      setDone(true);
    } catch (error) {
      form.setError(SERVER_ERROR, {
        message: requestErrorKey(error, { 401: 'errors.resetTokenInvalid' }),
      });
    }
  });

  if (!token || !email) {
    return (
      <AuthFrame title={t('reset.title')}>
        <p role="alert">{t('reset.missingToken')}</p>
        <Link to="/account/forgot-password" className={linkClass}>
          {t('reset.requestNew')}
        </Link>
      </AuthFrame>
    );
  }
  if (done) {
    return (
      <AuthFrame title={t('reset.title')}>
        <p role="status">{t('reset.done')}</p>
        <Link to="/account/sign-in" className={linkClass}>
          {t('signIn.submit')}
        </Link>
      </AuthFrame>
    );
  }
  const failure = form.formState.errors.root?.server?.message;
  return (
    <AuthFrame title={t('reset.title')} description={t('reset.description', { email })}>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormAlert message={failure} />
          {failure === 'errors.resetTokenInvalid' && (
            <Link to="/account/forgot-password" className={linkClass}>
              {t('reset.requestNew')}
            </Link>
          )}
          <TextField
            {...form.register('password')}
            label={t('fields.newPassword')}
            description={t('fields.passwordHint')}
            type="password"
            autoComplete="new-password"
            required
          />
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            {t('reset.submit')}
          </Button>
        </form>
      </FormProvider>
    </AuthFrame>
  );
}
