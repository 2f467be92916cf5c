import { useStoreCreateCustomerPasswordToken } from '@commerce/client/store/customers';
import { Button } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { requestErrorKey } from './account-errors.ts';
import { AuthFrame, FormAlert, linkClass, SERVER_ERROR, TextField } from './form-parts.tsx';
import { forgotPasswordSchema } from './schemas.ts';

/**
 * `/account/forgot-password`: asks for a reset link (`POST /store/customers/password-token`).
 * The server answers the same whether or not the email has an account, and so does this page.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const request = useStoreCreateCustomerPasswordToken();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: valibotResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync({ email });
      setSentTo(email);
    } catch (error) {
      form.setError(SERVER_ERROR, { message: requestErrorKey(error) });
    }
  });

  const back = (
    <Link to="/account/sign-in" className={`self-center ${linkClass}`}>
      {t('forgot.backToSignIn')}
    </Link>
  );
  return (
    <AuthFrame title={t('forgot.title')} description={sentTo ? undefined : t('forgot.description')}>
      {sentTo ? (
        <div className="flex flex-col gap-4">
          <p role="status">{t('forgot.sent', { email: sentTo })}</p>
          {back}
        </div>
      ) : (
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <FormAlert message={form.formState.errors.root?.server?.message} />
            <TextField
              {...form.register('email')}
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
            />
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              {t('forgot.submit')}
            </Button>
            {back}
          </form>
        </FormProvider>
      )}
    </AuthFrame>
  );
}
