import { createFileRoute } from '@tanstack/react-router';
import { AddressesPage } from '../features/account/addresses-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';
import { privatePage } from '../lib/seo/private-page.ts';

export const Route = createFileRoute('/account/_shopper/addresses')({
  ...privatePage((i18n) => i18n.t('addresses.title', { ns: 'account' })),
  pendingComponent: PagePending,
  component: AddressesPage,
});
