import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../features/account/profile-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';
import { privatePage } from '../lib/seo/private-page.ts';

export const Route = createFileRoute('/account/_shopper/')({
  ...privatePage((i18n) => i18n.t('overview.title', { ns: 'account' })),
  pendingComponent: PagePending,
  component: ProfilePage,
});
