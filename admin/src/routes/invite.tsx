import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsProvider } from '../features/analytics/index.ts';
import { InviteForm } from '../features/session/invite-form.tsx';
import { tokenSearchSchema } from '../features/session/schemas.ts';

/** Section 2: the invite page is wrapped in analytics, like the main area. */
export const Route = createFileRoute('/invite')({
  validateSearch: tokenSearchSchema,
  component: InviteRoute,
});

function InviteRoute() {
  const { token } = Route.useSearch();
  return (
    <AnalyticsProvider>
      <InviteForm token={token} />
    </AnalyticsProvider>
  );
}
