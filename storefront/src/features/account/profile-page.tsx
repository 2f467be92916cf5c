import { useTranslation } from 'react-i18next';
import { useShopperQuery } from '../../lib/shopper/shopper.ts';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { AccountLoadError, AccountLoading, SessionEnded } from './query-state.tsx';

/**
 * `/account`: a greeting, the shopper's details (name, email, phone) to change, and a new
 * password.
 */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const shopper = useShopperQuery();
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
      {customer && (
        <>
          <ProfileForm customer={customer} />
          <PasswordForm />
        </>
      )}
    </div>
  );
}
