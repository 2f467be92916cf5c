import { adminGetInventoryItemQueryOptions } from '@commerce/client/admin/inventory-items';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ItemDetail } from '../../../features/inventory/item-detail.tsx';

/** An inventory item and its stock at each location. */
export const Route = createFileRoute('/a/inventory/$id')({
  staticData: { record: 'inventoryItem' },
  // The loader travels with the component, so none of this screen is in the first bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminGetInventoryItemQueryOptions(context.client, params)),
  component: InventoryItemRoute,
});

function InventoryItemRoute() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(adminGetInventoryItemQueryOptions(client, Route.useParams()));
  return <ItemDetail item={data.inventory_item} />;
}
