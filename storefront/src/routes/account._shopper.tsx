import { createFileRoute, redirect } from '@tanstack/react-router';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { loadShopper } from '../lib/shopper/shopper.ts';

/** The account's own pages: signed-in shoppers only; others sign in first and come back. */
export const Route = createFileRoute('/account/_shopper')({
  beforeLoad: async ({ context, location }) => {
    const shopper = await loadShopper(context);
    if (!shopper) throw redirect({ to: '/account/sign-in', search: { redirect: location.href } });
    return { shopper };
  },
  component: AccountLayout,
});
