import { adminGetAuthQueryOptions } from '@commerce/client/admin';
import { createFileRoute } from '@tanstack/react-router';
import { nullWhenSignedOut } from '../features/session/null-when-signed-out.ts';
import { SessionSummary } from '../features/session/session-summary.tsx';

export const Route = createFileRoute('/')({
  loader: ({ context }) =>
    nullWhenSignedOut(
      // A 401 means signed out; asking again would not change the answer.
      context.queryClient.ensureQueryData({
        ...adminGetAuthQueryOptions(context.client),
        retry: false,
      }),
    ),
  component: HomeRoute,
});

function HomeRoute() {
  const session = Route.useLoaderData();
  return <SessionSummary user={session?.user ?? null} />;
}
