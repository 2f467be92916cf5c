import { createFileRoute } from '@tanstack/react-router';
import { ClaimConfirmPage } from '../features/orders/claim-confirm-page.tsx';
import { claimSearchSchema } from '../features/orders/search-schemas.ts';

/** The link of the claim email: `/orders/claim?token=…`. */
export const Route = createFileRoute('/orders/claim')({
  validateSearch: claimSearchSchema,
  component: ClaimConfirmRoute,
});

function ClaimConfirmRoute() {
  const { token } = Route.useSearch();
  return <ClaimConfirmPage token={token} />;
}
