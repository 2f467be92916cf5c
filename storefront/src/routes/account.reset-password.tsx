import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/account/reset-password-page.tsx';
import { resetSearchSchema } from '../features/account/search-schemas.ts';

export const Route = createFileRoute('/account/reset-password')({
  validateSearch: resetSearchSchema,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token, email } = Route.useSearch();
  return <ResetPasswordPage token={token} email={email} />;
}
