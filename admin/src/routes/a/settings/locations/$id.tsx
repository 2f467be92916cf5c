import { adminGetStockLocationQueryOptions } from '@commerce/client/admin/stock-locations';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LocationDetail } from '../../../../features/inventory/location-detail.tsx';

const params = (id: string) => ({ id, expand: 'sales_channels' });

/** A stock location: its address and the sales channels it serves. */
export const Route = createFileRoute('/a/settings/locations/$id')({
  staticData: { record: 'stockLocation' },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params: { id } }) =>
    context.queryClient.ensureQueryData(
      adminGetStockLocationQueryOptions(context.client, params(id)),
    ),
  component: LocationRoute,
});

function LocationRoute() {
  const { client } = Route.useRouteContext();
  const { id } = Route.useParams();
  const { data } = useSuspenseQuery(adminGetStockLocationQueryOptions(client, params(id)));
  return <LocationDetail location={data.stock_location} />;
}
