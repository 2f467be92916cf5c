import { useMedusa } from '@commerce/client';
import { useAdminCreateAuth } from '@commerce/client/admin/auth';
import { useAdminAcceptInvite } from '@commerce/client/admin/invites';
import { Button, notify } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '../../lib/forms/new-password.ts';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';
import { TextField } from '../../lib/forms/text-field.tsx';
import { MAIN_AREA_HOME, sessionQueryOptions } from '../../lib/session/session.ts';
import { AuthPage, FormAlert } from './auth-page.tsx';
import { inviteSchema } from './schemas.ts';

export interface InviteFormProps {
  /** The token of the emailed invite link. */
  token: string | undefined;
}

/**
 * Accepts an invitation (`POST /admin/invites/accept`): the new user names themselves and
 * picks a password, and is then signed in with it.
 */
export function InviteForm({ token }: InviteFormProps) {
  const { t } = useTranslation();
  if (!token) {
    return (
      <AuthPage title={t('invite.title')}>
        <div className="flex flex-col gap-4">
          <FormAlert>{t('invite.missingToken')}</FormAlert>
          <Link to="/login" className="text-sm text-primary underline-offset-4 hover:underline">
            {t('auth.backToLogin')}
          </Link>
        </div>
      </AuthPage>
    );
  }
  return <InviteFormFields token={token} />;
}

function InviteFormFields({ token }: { token: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const accept = useAdminAcceptInvite();
  const signIn = useAdminCreateAuth();
  const form = useForm({
    resolver: valibotResolver(inviteSchema),
    defaultValues: { first_name: '', last_name: '', password: '' },
  });
  const failure = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async ({ password, ...names }) => {
    let email: string;
    try {
      ({ email } = (await accept.mutateAsync({ token, user: { ...names, password } })).user);
    } catch (error) {
      form.setError(SERVER_ERROR, { message: serverErrorMessage(error, t) });
      return;
    }
    try {
      const session = await signIn.mutateAsync({ email, password });
      queryClient.setQueryData(sessionQueryOptions(client).queryKey, session);
    } catch {
      // The account exists now and the token is spent: signing in by hand is what is left.
      notify.info(t('invite.signInYourself'));
      await router.navigate({ to: '/login', replace: true });
      return;
    }
    await router.navigate({ href: MAIN_AREA_HOME, replace: true });
  });

  return (
    <AuthPage title={t('invite.title')} description={t('invite.description')}>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {failure && <FormAlert>{failure}</FormAlert>}
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
          <TextField
            {...form.register('password')}
            label={t('fields.password')}
            description={t('fields.passwordHint', { count: MIN_PASSWORD_LENGTH })}
            type="password"
            autoComplete="new-password"
            required
          />
          <Button type="submit" isLoading={accept.isPending || signIn.isPending}>
            {t('invite.submit')}
          </Button>
        </form>
      </FormProvider>
    </AuthPage>
  );
}
