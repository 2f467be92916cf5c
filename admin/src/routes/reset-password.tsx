import { createFileRoute } from '@tanstack/react-router';
import {
  ResetPasswordForm,
  ResetPasswordRequestForm,
} from '../features/session/reset-password-form.tsx';
import { tokenSearchSchema } from '../features/session/schemas.ts';

/** Without a token: ask for a reset link. With the emailed `?token=`: set a new password. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: tokenSearchSchema,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return token ? <ResetPasswordForm token={token} /> : <ResetPasswordRequestForm />;
}
