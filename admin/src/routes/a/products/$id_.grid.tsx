import { adminGetProductQueryOptions } from '@commerce/client/admin/products';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ProductGrid } from '../../../features/product-grid/product-grid.tsx';

/** The prices and stock of all of a product's variants, in one spreadsheet-style grid. */
export const Route = createFileRoute('/a/products/$id_/grid')({
  staticData: { record: 'product' },
  // The loader travels with the component, so none of this screen is in the first bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminGetProductQueryOptions(context.client, params)),
  component: ProductGridRoute,
});

function ProductGridRoute() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(adminGetProductQueryOptions(client, Route.useParams()));
  return <ProductGrid product={data.product} />;
}
