import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';
import { privatePage } from '../lib/seo/private-page.ts';

export const Route = createFileRoute('/checkout')({
  ...privatePage((i18n) => i18n.t('title', { ns: 'checkout' })),
  pendingComponent: PagePending,
  component: CheckoutPage,
});
