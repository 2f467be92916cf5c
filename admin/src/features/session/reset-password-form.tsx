import {
  useAdminCreateUserPasswordToken,
  useAdminResetUserPassword,
} from '@commerce/client/admin/users';
import { Button, notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '../../lib/forms/new-password.ts';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { AuthPage, FormAlert } from './auth-page.tsx';
import { resetPasswordSchema, resetRequestSchema } from './schemas.ts';

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Link
      to="/login"
      className="self-center text-sm text-primary underline-offset-4 hover:underline"
    >
      {t('auth.backToLogin')}
    </Link>
  );
}

/**
 * Asks for a password reset link (`POST /admin/users/password-token`). The server answers
 * the same whether or not the email belongs to someone, and so does this page.
 */
export function ResetPasswordRequestForm() {
  const { t } = useTranslation();
  const request = useAdminCreateUserPasswordToken();
  const form = useForm({
    resolver: valibotResolver(resetRequestSchema),
    defaultValues: { email: '' },
  });
  const failure = form.formState.errors.root?.server?.message;
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync({ email });
      setSentTo(email);
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, t) });
    }
  });

  if (sentTo) {
    return (
      <AuthPage title={t('resetPassword.sentTitle')}>
        <div className="flex flex-col gap-4">
          <p role="status">{t('resetPassword.sent', { email: sentTo })}</p>
          <BackToLogin />
        </div>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('resetPassword.title')} description={t('resetPassword.description')}>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {failure && <FormAlert>{failure}</FormAlert>}
          <TextField
            {...form.register('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
          />
          <Button type="submit" isLoading={request.isPending}>
            {t('resetPassword.send')}
          </Button>
          <BackToLogin />
        </form>
      </FormProvider>
    </AuthPage>
  );
}

/** Sets a new password with the emailed token (`POST /admin/users/reset-password`). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const reset = useAdminResetUserPassword();
  const form = useForm({
    resolver: valibotResolver(resetPasswordSchema),
    defaultValues: { password: '' },
  });
  const failure = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, t) });
      return;
    }
    notify.success(t('resetPassword.changed'));
    await router.navigate({ to: '/login', replace: true });
  });

  return (
    <AuthPage title={t('resetPassword.newTitle')} description={t('resetPassword.newDescription')}>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {failure && <FormAlert>{failure}</FormAlert>}
          <TextField
            {...form.register('password')}
            label={t('fields.newPassword')}
            description={t('fields.passwordHint', { count: MIN_PASSWORD_LENGTH })}
            type="password"
            autoComplete="new-password"
            required
          />
          <Button type="submit" isLoading={reset.isPending}>
            {t('resetPassword.save')}
          </Button>
          <BackToLogin />
        </form>
      </FormProvider>
    </AuthPage>
  );
}
