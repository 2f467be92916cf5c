import { useMedusa } from '@commerce/client';
import { useAdminCreateAuth } from '@commerce/client/admin/auth';
import { Button } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { safeRedirect, sessionQueryOptions } from '../../lib/session/session.ts';
import { AuthPage, FormAlert } from './auth-page.tsx';
import { loginSchema } from './schemas.ts';

export interface LoginFormProps {
  /** Where the user was going before they were asked to sign in. */
  redirect?: string | undefined;
  /** Shown above and below the form's card (the `login.before|after` widget zones). */
  before?: ReactNode;
  after?: ReactNode;
}

/** Sign in with email and password (`POST /admin/auth`), then continue where they were going. */
export function LoginForm({ redirect, before, after }: LoginFormProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const signIn = useAdminCreateAuth();
  const form = useForm({
    resolver: valibotResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const failure = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { user } = await signIn.mutateAsync(values);
      // The session is known now; the main area's guard reads it from the cache.
      queryClient.setQueryData(sessionQueryOptions(client).queryKey, { user });
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, t) });
      return;
    }
    await router.navigate({ href: safeRedirect(redirect), replace: true });
  });

  return (
    <AuthPage
      title={t('login.title')}
      description={t('login.description')}
      before={before}
      after={after}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {failure && <FormAlert>{failure}</FormAlert>}
          <TextField
            {...form.register('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            required
          />
          <TextField
            {...form.register('password')}
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            required
          />
          <Button type="submit" isLoading={signIn.isPending}>
            {t('login.submit')}
          </Button>
          <Link
            to="/reset-password"
            className="self-center text-sm text-primary underline-offset-4 hover:underline"
          >
            {t('login.forgotPassword')}
          </Link>
        </form>
      </FormProvider>
    </AuthPage>
  );
}
