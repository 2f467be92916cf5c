import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';
import { privatePage } from '../lib/seo/private-page.ts';
import { loadShopper } from '../lib/shopper/shopper.ts';

/** The account's own pages: signed-in shoppers only; others sign in first and come back. */
export const Route = createFileRoute('/account/_shopper')({
  // Here, not only on the pages below: the server stops at the first route it does not render.
  ...privatePage(),
  pendingComponent: PagePending,
  beforeLoad: async ({ context, location }) => {
    const shopper = await loadShopper(context);
    if (!shopper) throw redirect({ to: '/account/sign-in', search: { redirect: location.href } });
    return { shopper };
  },
  component: AccountLayout,
});
