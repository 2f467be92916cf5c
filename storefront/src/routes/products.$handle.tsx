import { storeListProductsQueryOptions } from '@commerce/client/store/products';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProductPage } from '../features/product/product-page.tsx';
import { productByHandleParams } from '../features/product/product-params.ts';
import { PagePending } from '../features/shell/page-pending.tsx';
import { ensurePricingParams } from '../lib/region/ensure-pricing.ts';

export const Route = createFileRoute('/products/$handle')({
  loader: async ({ context: { queryClient, client }, params }) => {
    const pricing = await ensurePricingParams(queryClient, client);
    const { products } = await queryClient.ensureQueryData(
      storeListProductsQueryOptions(client, productByHandleParams(params.handle, pricing)),
    );
    if (products.length === 0) throw notFound();
  },
  pendingComponent: PagePending,
  component: ProductRoute,
});

function ProductRoute() {
  const { handle } = Route.useParams();
  // Keyed by handle: moving to another product starts its option choice afresh.
  return <ProductPage key={handle} handle={handle} />;
}
