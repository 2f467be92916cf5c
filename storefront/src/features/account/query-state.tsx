import { Button, Spinner } from '@commerce/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isSignedOutError, requestErrorKey } from './account-errors.ts';

/** While an account list loads. */
export function AccountLoading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex justify-center py-10">
      <Spinner size="large" label={t('loading')} />
    </div>
  );
}

/** The session ended (or the shopper signed out elsewhere): sign in again, and come back. */
export function SessionEnded() {
  const { t } = useTranslation('account');
  const here = useRouterState({ select: (state) => state.location.href });
  return (
    <div role="alert" className="space-y-3 py-6">
      <p>{t('errors.sessionEnded')}</p>
      <Link to="/account/sign-in" search={{ redirect: here }} className="underline">
        {t('signIn.title')}
      </Link>
    </div>
  );
}

/** A read of the account failed: why, and a way to try again. */
export function AccountLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('account');
  if (isSignedOutError(error)) return <SessionEnded />;
  return (
    <div role="alert" className="space-y-3 py-6">
      <p className="font-medium">{t('errors.loadFailed')}</p>
      <p>{t(requestErrorKey(error))}</p>
      <Button variant="secondary" onClick={retry}>
        {t('errors.retry')}
      </Button>
    </div>
  );
}
