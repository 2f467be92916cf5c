import { adminGetDiscountQueryOptions } from '@commerce/client/admin/discounts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { DiscountDetail } from '../../../features/discounts/discount-detail.tsx';

/** A discount: its terms, usage, conditions and generated codes. */
export const Route = createFileRoute('/a/discounts/$id')({
  staticData: { record: 'discount' },
  // The loader travels with the component, so none of this screen is in the first bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminGetDiscountQueryOptions(context.client, params)),
  component: DiscountRoute,
});

function DiscountRoute() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(adminGetDiscountQueryOptions(client, Route.useParams()));
  return <DiscountDetail discount={data.discount} />;
}
