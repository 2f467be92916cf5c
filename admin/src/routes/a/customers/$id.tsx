import { adminGetCustomerQueryOptions } from '@commerce/client/admin/customers';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { CustomerDetail } from '../../../features/customers/customer-detail.tsx';

/** The customer with their addresses and groups (`expand=groups`). */
const customerParams = (id: string) => ({ id, expand: 'groups' });

export const Route = createFileRoute('/a/customers/$id')({
  staticData: { record: 'customer' },
  // The loader travels with the component, so none of this screen is in the first bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      adminGetCustomerQueryOptions(context.client, customerParams(params.id)),
    ),
  component: CustomerRoute,
});

function CustomerRoute() {
  const { client } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { data } = useSuspenseQuery(adminGetCustomerQueryOptions(client, customerParams(id)));
  return <CustomerDetail customer={data.customer} />;
}
