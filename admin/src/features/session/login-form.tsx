import { type Client, useMedusa } from '@commerce/client';
import {
  adminCreateAuthToken,
  adminGetAuth,
  useAdminCreateAuth,
} from '@commerce/client/admin/auth';
import { LiteButton, LiteTextField } from '@commerce/ui/lite';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signsInWithToken } from '../../lib/api-client/api-url.ts';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { useSchemaForm } from '../../lib/forms/use-schema-form.ts';
import { type SessionUser, safeRedirect, sessionQueryOptions } from '../../lib/session/session.ts';
import { AuthPage, FormAlert } from './auth-page.tsx';
import { loginSchema } from './schemas.ts';

export interface LoginFormProps {
  /** Where the user was going before they were asked to sign in. */
  redirect?: string | undefined;
  /** Shown above and below the form's card (the `login.before|after` widget zones). */
  before?: ReactNode;
  after?: ReactNode;
}

/**
 * Sign in with email and password (`POST /admin/auth`), then continue where they were going.
 * The first page most staff load, so it is built from what it shows and no more (issue 29):
 * `useSchemaForm` and the lite fields rather than react-hook-form (whose whole module would
 * come with ui's Field), a native button rather than Ariakit's.
 */
export function LoginForm({ redirect, before, after }: LoginFormProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const signIn = useAdminCreateAuth();
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  const [tokenPending, setTokenPending] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    try {
      const withToken = signsInWithToken();
      setTokenPending(withToken);
      const { user } = withToken
        ? await signInWithToken(client, values).finally(() => setTokenPending(false))
        : await signIn.mutateAsync(values);
      // The session is known now; the main area's guard reads it from the cache.
      queryClient.setQueryData(sessionQueryOptions(client).queryKey, { user });
    } catch (error) {
      form.setFailure(serverErrorMessage(error, t));
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
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {form.failure && <FormAlert>{form.failure}</FormAlert>}
        <LiteTextField
          {...form.field('email')}
          error={form.errors.email && t(form.errors.email)}
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          required
        />
        <LiteTextField
          {...form.field('password')}
          error={form.errors.password && t(form.errors.password)}
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
        />
        <LiteButton type="submit" isLoading={signIn.isPending || tokenPending}>
          {t('login.submit')}
        </LiteButton>
        <Link
          to="/reset-password"
          className="self-center text-sm text-primary underline-offset-4 hover:underline"
        >
          {t('login.forgotPassword')}
        </Link>
      </form>
    </AuthPage>
  );
}

/**
 * Signing in to an API on another origin (issue 25: `ADMIN_API_URL`, a Medusa v1 backend):
 * a bearer token from `POST /admin/auth/token`, which the client keeps in memory and sends
 * on every admin request, then the session user it opens. The token never reaches storage
 * a script could read, so reloading the page asks to sign in again (admin README).
 */
async function signInWithToken(
  client: Client,
  values: { email: string; password: string },
): Promise<{ user: SessionUser }> {
  await adminCreateAuthToken(client, values);
  return adminGetAuth(client);
}
