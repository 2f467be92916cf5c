import { adminGetSalesChannelQueryOptions } from '@commerce/client/admin/sales-channels';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ChannelDetail } from '../../../features/channels/channel-detail.tsx';
import { channelProductsSearch } from '../../../features/channels/list-searches.ts';

/** A sales channel, its stock locations and its products (whose list keeps its search here). */
export const Route = createFileRoute('/a/sales-channels/$id')({
  staticData: { record: 'salesChannel' },
  validateSearch: channelProductsSearch,
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminGetSalesChannelQueryOptions(context.client, params)),
  component: SalesChannelRoute,
});

function SalesChannelRoute() {
  const { client } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(adminGetSalesChannelQueryOptions(client, Route.useParams()));
  return (
    <ChannelDetail
      channel={data.sales_channel}
      search={Route.useSearch()}
      onSearchChange={(search, options) => void navigate({ search, ...options })}
    />
  );
}
