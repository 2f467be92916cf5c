import { createFileRoute } from '@tanstack/react-router';
import { WidgetZone } from '../features/extensions/widget-zone.tsx';
import { LoginForm } from '../features/session/login-form.tsx';
import { loginSearchSchema } from '../features/session/schemas.ts';

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return (
    <LoginForm
      redirect={redirect}
      before={<WidgetZone zone="login.before" />}
      after={<WidgetZone zone="login.after" />}
    />
  );
}
