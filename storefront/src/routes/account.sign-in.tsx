import { createFileRoute, redirect } from '@tanstack/react-router';
import { safeRedirect } from '../features/account/safe-redirect.ts';
import { validateRedirectSearch } from '../features/account/search-params.ts';
import { SignInPage } from '../features/account/sign-in-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';
import { privatePage } from '../lib/seo/private-page.ts';
import { loadShopper } from '../lib/shopper/shopper.ts';

export const Route = createFileRoute('/account/sign-in')({
  ...privatePage((i18n) => i18n.t('signIn.title', { ns: 'account' })),
  pendingComponent: PagePending,
  validateSearch: validateRedirectSearch,
  // Already signed in: straight on to where the shopper was going.
  beforeLoad: async ({ context, search }) => {
    if (await loadShopper(context).catch(() => null)) {
      throw redirect({ href: safeRedirect(search.redirect), replace: true });
    }
  },
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect: target } = Route.useSearch();
  return <SignInPage redirect={target} />;
}
