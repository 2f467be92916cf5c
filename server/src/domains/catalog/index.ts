/*
 * The catalog domain's public surface: other domains and the app import only this file.
 * What is sold: products, variants, collections, tags, types, categories, product channels,
 * price lists, shipping profiles, SEO files and the product batch jobs.
 */

export { batchJobsHandlers } from './batch-jobs/handlers.ts';
export {
  type BatchJobStep,
  claimNextBatchJob,
  completeBatchJob,
  failBatchJob,
  finishPreProcessing,
  type HeldBatchJob,
  isBatchJobCanceled,
  mergeBatchJobResult,
} from './batch-jobs/lease.ts';
export type { BatchJobResult, BatchJobRow } from './batch-jobs/repository.ts';
export { collectionHandlers } from './collections/handlers.ts';
export { priceListHandlers } from './price-lists/handlers.ts';
export {
  candidatePrices,
  candidatePricesJson,
  type VariantPrice,
  variantPricesFromJson,
} from './price-lists/variant-prices.ts';
export { productCategoryHandlers } from './product-categories/handlers.ts';
export { productChannelHandlers } from './product-channels/handlers.ts';
export { channelsOfProducts } from './product-channels/repository.ts';
export { productTagHandlers } from './product-tags/handlers.ts';
export { productTypeHandlers } from './product-types/handlers.ts';
export { productCatalog } from './products/catalog.ts';
export { cartOfRead } from './products/context.ts';
export { productHandlers } from './products/handlers.ts';
export {
  dates,
  loadProducts,
  loadVariants,
  loadVariantsOfIds,
  type VariantsJson,
  variantsFromJson,
  variantsOfIdsColumns,
  type WireVariant,
} from './products/load.ts';
export { calculatePrice, type PricingContext } from './products/pricing.ts';
export { readPricingKey } from './products/pricing-key.ts';
export { type ProductFilter, productListQueries } from './products/repository.ts';
export { seoRoutes } from './seo/routes.ts';
export {
  findBuiltinProfile,
  findShippingProfile,
  findShippingProfiles,
  insertShippingProfile,
  listShippingProfiles,
  liveProductIds,
  moveProducts,
  productsOfProfiles,
  type ShippingProfileFilters,
  type ShippingProfileValues,
  updateShippingProfile,
} from './shipping-profiles/repository.ts';
export type { ShippingProfileRow, ShippingProfileType } from './shipping-profiles/tables.ts';
export { type ShippingProfile, toShippingProfile } from './shipping-profiles/wire.ts';
export { variantHandlers } from './variants/handlers.ts';
// read by orders
export type { VariantRow } from './variants/repository.ts';
export { findLiveVariant } from './variants/repository.ts';
export { variantStock } from './variants/service.ts';
export { type StoredQuantity, storeInventoryQuantity } from './variants/stored-stock.ts';
// read by orders
export {
  findAddableVariant,
  liveVariantsWithProducts,
  type VariantWithProduct,
  variantsById,
} from './variants/variants-by-id.ts';

// read by carts, inventory, promotions

export {
  isVariantSoldInChannel,
  productsSoldInChannel,
} from './product-channels/sold-in-channel.ts';
export {
  type ItemProduct,
  itemProductsFromJson,
  itemProductsJson,
  productColumnOf,
  productsOfItems,
} from './products/item-products.ts';
export {
  liveProductCollections,
  liveProducts,
  liveProductTags,
  liveProductTypes,
} from './products/live-rows.ts';
export { profileIdsOfLiveProducts } from './products/profiles-of-products.ts';
export { managedVariantIds } from './variants/managed-variants.ts';
