import { adminUser, apiRoutes, type FakeHandler, storeAnswer } from './api-routes.ts';
import { emptyCatalogLists, listedProduct } from './product-fixtures.ts';
import { renderApp } from './render-app.tsx';

/** For component tests of the product page: a product with one option (Size: S, M). */
const dates = {
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  deleted_at: null,
  metadata: null,
};
const optionValue = (value: string, variant: string) => ({
  id: `optval_${variant}`,
  value,
  option_id: 'opt_size',
  variant_id: variant,
  ...dates,
});
export const variant = (id: string, size: string) => ({
  id,
  title: size,
  product_id: 'prod_1',
  sku: `TEE-${size}`,
  barcode: null,
  ean: null,
  upc: null,
  variant_rank: 0,
  inventory_quantity: 4,
  allow_backorder: false,
  manage_inventory: true,
  prices: [],
  options: [optionValue(size, id)],
  ...dates,
});

export function detailProduct() {
  return listedProduct('prod_1', 'Linen Shirt', {
    images: [
      { id: 'img_1', url: 'http://files/one.png', ...dates },
      { id: 'img_2', url: 'http://files/two.png', ...dates },
    ],
    thumbnail: 'http://files/one.png',
    options: [
      {
        id: 'opt_size',
        title: 'Size',
        product_id: 'prod_1',
        values: [optionValue('S', 'variant_s'), optionValue('M', 'variant_m')],
        ...dates,
      },
    ],
    variants: [variant('variant_s', 'S'), variant('variant_m', 'M')],
    metadata: { fabric: 'linen' },
  } as never);
}

/** `GET /admin/products/{id}/variants`: a page (`limit`, `offset`) of the given variants. */
export const variantPages =
  (variants: () => readonly unknown[]): FakeHandler =>
  (request) => {
    const search = new URL(request.url).searchParams;
    const limit = Number(search.get('limit') ?? 20);
    const offset = Number(search.get('offset') ?? 0);
    const all = variants();
    return { variants: all.slice(offset, offset + limit), count: all.length, offset, limit };
  };

export const list = (key: string, rows: unknown[]) => ({
  [key]: rows,
  count: rows.length,
  offset: 0,
  limit: 1000,
});

/**
 * Renders `/a/products/prod_1` against a fake API: the product answers what was last
 * saved, so the page shows a change after its refetch. `extra` adds or overrides routes.
 */
export function renderDetail(extra: Record<string, FakeHandler | object> = {}) {
  let product = detailProduct();
  const saveProduct: FakeHandler = (_request, body) => {
    const { images, ...rest } = body as { images?: string[] };
    product = { ...product, ...rest };
    if (images) {
      product.images = images.map((url, n) => ({ id: `img_${n}`, url, ...dates }));
    }
    return { product };
  };
  const routes = apiRoutes({
    'GET /admin/auth': { user: adminUser },
    'GET /admin/store': storeAnswer(),
    ...emptyCatalogLists,
    'GET /admin/stock-locations': list('stock_locations', []),
    'GET /admin/products/prod_1': () => ({ product }),
    'POST /admin/products/prod_1': saveProduct,
    'GET /admin/products/prod_1/variants': variantPages(() => product.variants ?? []),
    'GET /admin/products': { products: [], count: 0, offset: 0, limit: 20 },
    ...extra,
  });
  const view = renderApp('/app/a/products/prod_1', routes.api);
  return {
    ...routes,
    ...view,
    setProduct: (next: ReturnType<typeof detailProduct>) => {
      product = next;
    },
  };
}
