import { useMedusa } from '@commerce/client';
import { notify } from '@commerce/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionQueryOptions } from './session.ts';
import { onForbidden, onUnauthorized } from './unauthorized.ts';

/** The toast's id: several requests failing together still give one notice. */
export const SESSION_EXPIRED_NOTICE = 'session-expired';

/** The main area's paths (without the /app base path). */
const MAIN_AREA = /^\/a(\/|$)/;

/**
 * Ends the main area when its session has: the first API call answering 401 sends the user
 * to sign in again, coming back to where they were (`/login?redirect=`), with a notice
 * saying why, and the cached data of the old session is dropped. Mount it once, in the
 * main area's layout; 401s elsewhere (a wrong password on the sign-in page) are the
 * pages' own business.
 */
export function useSessionExpiry(): void {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { t } = useTranslation();

  useEffect(() => {
    // Requests in flight fail together; only the first one acts, so there is no loop.
    let ended = false;
    return onUnauthorized(queryClient, () => {
      // The location the user is on, or is on the way to when a page's loader failed.
      const { pathname, href } = router.state.location;
      if (ended || !MAIN_AREA.test(pathname)) return;
      ended = true;
      notify.info(t('session.expired'), { id: SESSION_EXPIRED_NOTICE });
      void router
        .navigate({ to: '/login', search: { redirect: href }, replace: true })
        // Emptied once the main area is gone: clearing under it would make it fetch again.
        .then(() => queryClient.clear());
    });
  }, [router, queryClient, t]);

  // A refusal means the role may have changed since the page was drawn: read the session
  // again, so the screens follow the permissions the server applies now (issue 21).
  const { client } = useMedusa();
  useEffect(
    () =>
      onForbidden(queryClient, () => {
        void queryClient.invalidateQueries({ queryKey: sessionQueryOptions(client).queryKey });
      }),
    [queryClient, client],
  );
}
