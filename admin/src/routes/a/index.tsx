import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/a`: the first section the user's role opens (orders for most). */
export const Route = createFileRoute('/a/')({
  beforeLoad: async ({ context }) => {
    // Loaded here, not with the app: see lib/permissions/page-access.ts.
    const { homeOf } = await import('../../lib/permissions/page-access.ts');
    throw redirect({ to: homeOf(context.user), replace: true });
  },
});
