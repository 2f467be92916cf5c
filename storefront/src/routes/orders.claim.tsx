import { createFileRoute } from '@tanstack/react-router';
import { ClaimConfirmPage } from '../features/orders/claim-confirm-page.tsx';
import { validateClaimSearch } from '../features/orders/search-params.ts';
import { PagePending } from '../features/shell/page-pending.tsx';
import { privatePage } from '../lib/seo/private-page.ts';

/** The link of the claim email: `/orders/claim?token=…`. */
export const Route = createFileRoute('/orders/claim')({
  ...privatePage((i18n) => i18n.t('claimConfirm.title', { ns: 'orders' })),
  pendingComponent: PagePending,
  validateSearch: validateClaimSearch,
  component: ClaimConfirmRoute,
});

function ClaimConfirmRoute() {
  const { token } = Route.useSearch();
  return <ClaimConfirmPage token={token} />;
}
