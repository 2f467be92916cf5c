import { storeListProductsQueryOptions } from '@commerce/client/store/products';
import { storeListRegionsQueryOptions } from '@commerce/client/store/regions';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProductPage } from '../features/product/product-page.tsx';
import { productByHandleParams } from '../features/product/product-params.ts';
import { PagePending } from '../features/shell/page-pending.tsx';
import { ensurePricingParams } from '../lib/region/ensure-pricing.ts';
import { regionListParams } from '../lib/region/region-choice.ts';
import { notFoundHead } from '../lib/seo/not-found-head.ts';
import { productStructuredData } from '../lib/seo/product-structured-data.ts';
import { absoluteUrl, type PageHead, routeHead } from '../lib/ssr/page-head.ts';

export const Route = createFileRoute('/products/$handle')({
  loader: async ({ context: { queryClient, client, regionChoice, i18n, origin }, params }) => {
    const pricing = await ensurePricingParams(queryClient, client, regionChoice);
    const { products } = await queryClient.ensureQueryData(
      storeListProductsQueryOptions(client, productByHandleParams(params.handle, pricing)),
    );
    const product = products[0];
    if (!product) throw notFound();
    const regions = queryClient.getQueryData(
      storeListRegionsQueryOptions(client, regionListParams).queryKey,
    )?.regions;
    const region = regions?.find((candidate) => candidate.id === pricing.region_id);
    const path = `/products/${product.handle ?? product.id}`;
    const head: PageHead = {
      title: product.title,
      description:
        product.description ||
        product.subtitle ||
        (i18n?.t('product.description', { ns: 'catalog', title: product.title }) ?? ''),
      canonicalPath: path,
      type: 'product',
      image: product.thumbnail,
      structuredData: productStructuredData(product, absoluteUrl(path, origin), region),
    };
    return { head };
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? routeHead(loaderData.head, match.context.i18n, match.context.origin)
      : notFoundHead(match.context.i18n),
  pendingComponent: PagePending,
  component: ProductRoute,
});

function ProductRoute() {
  const { handle } = Route.useParams();
  // Keyed by handle: moving to another product starts its option choice afresh.
  return <ProductPage key={handle} handle={handle} />;
}
