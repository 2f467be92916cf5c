import { useMedusa } from '@commerce/client';
import { buttonVariants, Section, Spinner } from '@commerce/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCapability } from '../../lib/feature-flags/capabilities.ts';
import { ListError } from '../../lib/lists/list-states.tsx';
import { sessionQueryOptions } from '../../lib/session/session.ts';
import { ApiTokenSection } from './api-token-section.tsx';
import { ChangePasswordSection } from './change-password-section.tsx';
import { PreferencesSection } from './preferences-section.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SessionsSection } from './sessions-section.tsx';

/**
 * `/a/settings/personal-information`: the signed-in staff member's name, language and
 * theme, password and active sessions, access token, and the way to their usage-data
 * (analytics) preferences, which keep their own page.
 */
export function ProfilePage() {
  const { t } = useTranslation('team');
  const staffSessions = useCapability('staff_sessions') === true;
  const { client } = useMedusa();
  const session = useQuery(sessionQueryOptions(client));
  const user = session.data?.user;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('profile.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('profile.description')}</p>
      </header>
      {session.isPending ? (
        <Spinner label={t('profile.loading')} />
      ) : user ? (
        <ProfileForm user={user} />
      ) : (
        <ListError error={session.error} onRetry={() => void session.refetch()} />
      )}
      <PreferencesSection />
      {/* This server's own routes; Medusa v1 has neither (issue 25). */}
      {user && staffSessions && <ChangePasswordSection />}
      {user && staffSessions && <SessionsSection />}
      {user && <ApiTokenSection email={user.email} />}
      <Section title={t('profile.usageTitle')} description={t('profile.usageDescription')}>
        <Link to="/a/settings/analytics" className={buttonVariants({ variant: 'secondary' })}>
          {t('profile.usageLink')}
        </Link>
      </Section>
    </div>
  );
}
