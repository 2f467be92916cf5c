import { useStoreCreateAuth } from '@commerce/client/store/auth';
import { Button } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rememberShopper } from '../../lib/shopper/shopper.ts';
import { requestErrorKey } from './account-errors.ts';
import { AuthFrame, FormAlert, linkClass, SERVER_ERROR, TextField } from './form-parts.tsx';
import { safeRedirect } from './safe-redirect.ts';
import { signInSchema } from './schemas.ts';
import { useTokenSignIn } from './sign-in-call.ts';

/**
 * `/account/sign-in` (`POST /store/auth`, or `POST /store/auth/token` when the API is on
 * another origin), then on to where the shopper was going.
 */
export function SignInPage({ redirect }: { redirect?: string | undefined }) {
  const { t } = useTranslation('account');
  const router = useRouter();
  const queryClient = useQueryClient();
  const signIn = useStoreCreateAuth();
  const tokenSignIn = useTokenSignIn();
  const form = useForm({
    resolver: valibotResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      // On another origin's API a token, else the API's cookie session.
      const customer = (await tokenSignIn(values)) ?? (await signIn.mutateAsync(values)).customer;
      rememberShopper(queryClient, customer);
    } catch (error) {
      form.setError(SERVER_ERROR, {
        message: requestErrorKey(error, { 401: 'errors.wrongCredentials' }),
      });
      return;
    }
    await router.navigate({ href: safeRedirect(redirect), replace: true });
  });

  return (
    <AuthFrame title={t('signIn.title')} description={t('signIn.description')}>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormAlert message={form.formState.errors.root?.server?.message} />
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
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            {t('signIn.submit')}
          </Button>
          <Link to="/account/forgot-password" className={`self-center ${linkClass}`}>
            {t('signIn.forgot')}
          </Link>
        </form>
      </FormProvider>
      <p className="border-t border-border pt-4 text-center text-sm">
        {t('signIn.noAccount')}{' '}
        <Link to="/account/register" search={{ redirect }} className={linkClass}>
          {t('signIn.register')}
        </Link>
      </p>
    </AuthFrame>
  );
}
