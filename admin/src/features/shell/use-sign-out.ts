import { useMedusa } from '@commerce/client';
import type { AdminDeleteAuthData } from '@commerce/client/admin/auth';
import { notify } from '@commerce/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { isUnauthorized } from '../../lib/session/unauthorized.ts';

/**
 * Signs out (`DELETE /admin/auth`), leaves for the sign-in page, and only then empties the
 * query cache: clearing first would make the still-mounted main area fetch again.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const { client } = useMedusa();
  const router = useRouter();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    // Not the generated adminDeleteAuth: it sends Content-Type: application/json with no
    // body, which the server refuses (400 "Body cannot be empty…"); an empty object is
    // accepted. Go back to useAdminDeleteAuth once the server takes empty JSON bodies.
    mutationFn: () =>
      client.request<AdminDeleteAuthData>({ method: 'delete', path: '/admin/auth', body: {} }),
    onSuccess: async () => {
      // Any token the page held is dropped with the session (the server ended it too).
      client.tokens.clear('admin');
      await router.navigate({ to: '/login', replace: true });
      queryClient.clear();
    },
    onError: (error) => {
      // Already signed out on the server: the main area's session expiry takes the user
      // to the sign-in page, which is what signing out wanted.
      if (isUnauthorized(error)) return;
      notify.error(t('userMenu.signOutFailed'), { description: serverErrorMessage(error, t) });
    },
  });
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}
