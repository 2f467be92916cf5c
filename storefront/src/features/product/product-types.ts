import type { StoreListProductsData } from '@commerce/client/store/products';

export type ProductDetail = StoreListProductsData['products'][number];
export type ProductVariantDetail = NonNullable<ProductDetail['variants']>[number];
