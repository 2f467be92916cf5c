import { createFileRoute, redirect } from '@tanstack/react-router';
import { RegisterPage } from '../features/account/register-page.tsx';
import { safeRedirect } from '../features/account/safe-redirect.ts';
import { redirectSearchSchema } from '../features/account/search-schemas.ts';
import { loadShopper } from '../lib/shopper/shopper.ts';

export const Route = createFileRoute('/account/register')({
  validateSearch: redirectSearchSchema,
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
