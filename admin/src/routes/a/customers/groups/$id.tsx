import { adminGetCustomerGroupQueryOptions } from '@commerce/client/admin/customer-groups';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { GroupDetail } from '../../../../features/customer-groups/group-detail.tsx';
import { groupListSearch } from '../../../../features/customer-groups/group-list-search.ts';

/** A customer group and its members; the member list keeps its search in this URL. */
export const Route = createFileRoute('/a/customers/groups/$id')({
  staticData: { record: 'customerGroup' },
  validateSearch: groupListSearch,
  // The loader travels with the component, so none of this screen is in the first bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminGetCustomerGroupQueryOptions(context.client, params)),
  component: GroupRoute,
});

function GroupRoute() {
  const { client } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(adminGetCustomerGroupQueryOptions(client, Route.useParams()));
  return (
    <GroupDetail
      group={data.customer_group}
      search={Route.useSearch()}
      onSearchChange={(search, options) => void navigate({ search, ...options })}
    />
  );
}
