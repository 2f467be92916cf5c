import type { AdminGetAuthData } from '@commerce/client/admin';
import { useTranslation } from 'react-i18next';

export interface SessionSummaryProps {
  user: AdminGetAuthData['user'] | null;
}

export function SessionSummary({ user }: SessionSummaryProps) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-2xl space-y-4 p-8">
      <h1 className="text-2xl font-semibold">{t('app.title')}</h1>
      <p>{t('app.intro')}</p>
      <p>{user ? t('session.signedInAs', { email: user.email }) : t('session.signedOut')}</p>
    </main>
  );
}
