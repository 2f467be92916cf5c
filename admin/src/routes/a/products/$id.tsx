import { adminGetProductQueryOptions } from '@commerce/client/admin/products';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ProductDetail } from '../../../features/product-editor/product-detail.tsx';

/** A product and its sections (general, media, options, variants, stock, channels…). */
export const Route = createFileRoute('/a/products/$id')({
  staticData: { record: 'product' },
  // The loader travels with the component, so none of this screen is in the first bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminGetProductQueryOptions(context.client, params)),
  component: ProductRoute,
});

function ProductRoute() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(adminGetProductQueryOptions(client, Route.useParams()));
  return <ProductDetail product={data.product} />;
}
