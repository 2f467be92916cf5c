import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../features/session/login-form.tsx';
import { loginSearchSchema } from '../features/session/schemas.ts';

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginForm redirect={redirect} />;
}
