import { createFileRoute, redirect } from '@tanstack/react-router';
import { RegisterPage } from '../features/account/register-page.tsx';
import { safeRedirect } from '../features/account/safe-redirect.ts';
import { validateRedirectSearch } from '../features/account/search-params.ts';
import { PagePending } from '../features/shell/page-pending.tsx';
import { privatePage } from '../lib/seo/private-page.ts';
import { loadShopper } from '../lib/shopper/shopper.ts';

export const Route = createFileRoute('/account/register')({
  ...privatePage((i18n) => i18n.t('register.title', { ns: 'account' })),
  pendingComponent: PagePending,
  validateSearch: validateRedirectSearch,
  beforeLoad: async ({ context, search }) => {
    if (await loadShopper(context).catch(() => null)) {
      throw redirect({ href: safeRedirect(search.redirect), replace: true });
    }
  },
  component: RegisterRoute,
});

function RegisterRoute() {
  const { redirect: target } = Route.useSearch();
  return <RegisterPage redirect={target} />;
}
