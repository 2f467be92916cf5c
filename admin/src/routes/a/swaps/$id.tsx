import { adminGetSwapQueryOptions } from '@commerce/client/admin/swaps';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { SwapDetail } from '../../../features/after-sales/swap-detail.tsx';

/** An exchange: returned and new items, the difference due, its states and its order. */
export const Route = createFileRoute('/a/swaps/$id')({
  staticData: { record: 'swap' },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminGetSwapQueryOptions(context.client, params)),
  component: SwapRoute,
});

function SwapRoute() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(adminGetSwapQueryOptions(client, Route.useParams()));
  return <SwapDetail swap={data.swap} />;
}
