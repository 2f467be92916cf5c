import type { StoreListProductsData } from '@commerce/client/store';

export type ProductDetail = StoreListProductsData['products'][number];
export type ProductVariantDetail = NonNullable<ProductDetail['variants']>[number];
