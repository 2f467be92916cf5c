import { createFileRoute } from '@tanstack/react-router';
import { LookupPage } from '../features/orders/lookup-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';
import { privatePage } from '../lib/seo/private-page.ts';

export const Route = createFileRoute('/orders/lookup')({
  ...privatePage((i18n) => i18n.t('lookup.title', { ns: 'orders' })),
  pendingComponent: PagePending,
  component: LookupPage,
});
