import { createFileRoute } from '@tanstack/react-router';
import { ClaimOrdersPage } from '../features/orders/claim-orders-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';
import { privatePage } from '../lib/seo/private-page.ts';

export const Route = createFileRoute('/account/_shopper/claim-orders')({
  ...privatePage((i18n) => i18n.t('claim.title', { ns: 'orders' })),
  pendingComponent: PagePending,
  component: ClaimOrdersPage,
});
