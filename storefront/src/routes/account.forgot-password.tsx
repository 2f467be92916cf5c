import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/account/forgot-password-page.tsx';
import { PagePending } from '../features/shell/page-pending.tsx';
import { privatePage } from '../lib/seo/private-page.ts';

export const Route = createFileRoute('/account/forgot-password')({
  ...privatePage((i18n) => i18n.t('forgot.title', { ns: 'account' })),
  pendingComponent: PagePending,
  component: ForgotPasswordPage,
});
