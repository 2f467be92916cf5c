import { useStoreDeleteAuth } from '@commerce/client/store/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { forgetShopper } from '../../lib/shopper/shopper.ts';
import { useForgetToken } from './sign-in-call.ts';

/**
 * Signs out (`DELETE /store/auth`), then the customer's data leaves the cache. A shopper on
 * one of the account's pages goes to the home page first: those pages are theirs alone, and
 * would otherwise announce an ended session while the sign-out completes.
 */
export function useSignOut() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const signOut = useStoreDeleteAuth();
  const forgetToken = useForgetToken();
  const run = async () => {
    if (router.state.location.pathname.startsWith('/account')) {
      await router.navigate({ to: '/' });
    }
    try {
      await signOut.mutateAsync();
    } catch {
      // Shown by the caller from `isError`; a token is forgotten anyway (it is the session).
      if (forgetToken()) forgetShopper(queryClient);
      return;
    }
    forgetToken();
    forgetShopper(queryClient);
  };
  return { run, isPending: signOut.isPending, isError: signOut.isError };
}
