import { useStoreCreateCustomer } from '@commerce/client/store/customers';
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
import { registerSchema } from './schemas.ts';
import { useTokenSignIn } from './sign-in-call.ts';

/**
 * `/account/register`: creates the account (`POST /store/customers`), whose answer also
 * signs the new customer in (it sets the session cookie), and goes on to where the shopper
 * was going. No second sign-in: it would count against the sign-in rate limit and open a
 * second session (but for an API on another origin, where that cookie is not sent back:
 * sign-in-call.ts). Guest orders with the same email do not join the account (the page says
 * so); they are claimed through the emailed link.
 */
export function RegisterPage({ redirect }: { redirect?: string | undefined }) {
  const { t } = useTranslation('account');
  const router = useRouter();
  const queryClient = useQueryClient();
  const register = useStoreCreateCustomer();
  const tokenSignIn = useTokenSignIn();
  const form = useForm({
    resolver: valibotResolver(registerSchema),
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', password: '' },
  });

  const submit = form.handleSubmit(async ({ phone, ...values }) => {
    try {
      const { customer } = await register.mutateAsync({ ...values, ...(phone ? { phone } : {}) });
      // On another origin's API the answer's cookie does not come back: a token signs in.
      rememberShopper(
        queryClient,
        (await tokenSignIn({ email: values.email, password: values.password })) ?? customer,
      );
    } catch (error) {
      const key = requestErrorKey(error, { 422: 'errors.emailTaken' });
      if (key === 'errors.emailTaken') {
        form.setError('email', { type: 'server', message: key }, { shouldFocus: true });
      } else {
        form.setError(SERVER_ERROR, { message: key });
      }
      return;
    }
    await router.navigate({ href: safeRedirect(redirect), replace: true });
  });

  return (
    <AuthFrame title={t('register.title')} description={t('register.description')}>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
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
          <TextField
            {...form.register('password')}
            label={t('fields.password')}
            description={t('fields.passwordHint')}
            type="password"
            autoComplete="new-password"
            required
          />
          <p className="text-sm text-muted-foreground">{t('register.guestOrders')}</p>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            {t('register.submit')}
          </Button>
        </form>
      </FormProvider>
      <p className="border-t border-border pt-4 text-center text-sm">
        {t('register.haveAccount')}{' '}
        <Link to="/account/sign-in" search={{ redirect }} className={linkClass}>
          {t('register.signIn')}
        </Link>
      </p>
    </AuthFrame>
  );
}
