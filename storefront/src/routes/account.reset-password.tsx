import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/account/reset-password-page.tsx';
import { validateResetSearch } from '../features/account/search-params.ts';
import { PagePending } from '../features/shell/page-pending.tsx';
import { privatePage } from '../lib/seo/private-page.ts';

export const Route = createFileRoute('/account/reset-password')({
  ...privatePage((i18n) => i18n.t('reset.title', { ns: 'account' })),
  pendingComponent: PagePending,
  validateSearch: validateResetSearch,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token, email } = Route.useSearch();
  return <ResetPasswordPage token={token} email={email} />;
}
