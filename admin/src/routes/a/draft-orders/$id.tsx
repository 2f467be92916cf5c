import { adminGetDraftOrderQueryOptions } from '@commerce/client/admin/draft-orders';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { DraftOrderDetail } from '../../../features/draft-orders/draft-order-detail.tsx';

/** A draft order with its cart (items, addresses, shipping, totals), and its order once paid. */
export const Route = createFileRoute('/a/draft-orders/$id')({
  staticData: { record: 'draftOrder' },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminGetDraftOrderQueryOptions(context.client, params)),
  component: DraftOrderRoute,
});

function DraftOrderRoute() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(adminGetDraftOrderQueryOptions(client, Route.useParams()));
  return <DraftOrderDetail draft={data.draft_order} />;
}
