import { ClientError } from '@commerce/client';
import { LiteButton } from '@commerce/ui/lite';
import { type ErrorComponentProps, useMatch, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MainRegion } from '../../lib/a11y/main-region.tsx';
import { NotAvailableError } from '../../lib/feature-flags/not-available-error.ts';
import { NoAccessError } from '../../lib/permissions/no-access-error.ts';
import { NoAccess } from './no-access.tsx';
import { NotAvailable } from './not-available.tsx';
import { RecordNotFound } from './record-not-found.tsx';

/**
 * What a route shows when its loader or component fails: a short reason and a retry; a
 * page the user's role does not open (the guard's NoAccessError, or a 403 from a read)
 * says so instead, since retrying would not help; so does a detail page whose record the
 * server does not have (a 404 on a route with `staticData.record`). The router's default
 * error component, so it is in the sign-in page's first load: a native button, not
 * Ariakit's (issue 29).
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { t } = useTranslation();
  // The route whose load failed: the error is shown inside its match.
  const record = useMatch({ strict: false, select: (match) => match.staticData.record });
  if (error instanceof NoAccessError) return <NoAccess permission={error.permission} />;
  if (error instanceof NotAvailableError) return <NotAvailable />;
  if (error instanceof ClientError && error.status === 403) return <NoAccess />;
  if (error instanceof ClientError && error.status === 404 && record) {
    return <RecordNotFound record={record} />;
  }
  const reason =
    error instanceof ClientError && error.status !== undefined
      ? t('errors.status', { status: error.status })
      : t('errors.unknown');
  return (
    <MainRegion className="mx-auto w-full max-w-md p-8">
      <div role="alert" className="space-y-4">
        <h1 className="text-2xl font-semibold">{t('errors.title')}</h1>
        <p>{reason}</p>
        <LiteButton
          variant="secondary"
          // Invalidating reloads the route and clears the error; calling reset() as well
          // would start a second load that aborts the first one's request.
          onClick={() => void router.invalidate()}
        >
          {t('errors.retry')}
        </LiteButton>
      </div>
    </MainRegion>
  );
}
