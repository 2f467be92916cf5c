/*
 * The settings domain's public surface: other domains and the app import only this file.
 * The store's configuration: store details and features, currencies and regions, sales channels
 * and publishable API keys, stock locations, return reasons, uploads, notifications.
 */

export { currencyHandlers } from './currencies/handlers.ts';
export { findCurrency } from './currencies/repository.ts';
export { notificationHandlers } from './notifications/handlers.ts';
export { publishableApiKeyHandlers } from './publishable-api-keys/handlers.ts';
export { registerPublishableKeyCheck } from './publishable-api-keys/plugin.ts';
export {
  keyChannelsOf,
  publishableKeyOf,
  salesChannelIdsForPublishableKey,
} from './publishable-api-keys/scope.ts';
export { regionHandlers } from './regions/handlers.ts';
// read by orders
export {
  regionFromJson,
  regionJson,
  regionsById,
  regionTaxRates,
} from './regions/regions-by-id.ts';
export {
  findProviders,
  findRegion,
  type RegionRow,
  type RelationsJson,
  regionRelationsColumns,
  relationsFromJson,
} from './regions/repository.ts';
export {
  fulfillmentOptions,
  toRegion,
  type WireRegion,
  withRelations,
} from './regions/service.ts';
export { returnReasonHandlers } from './return-reasons/handlers.ts';
// read by orders
export { findReturnReasons } from './return-reasons/repository.ts';
export { salesChannelHandlers } from './sales-channels/handlers.ts';
export {
  findSalesChannel,
  findSalesChannels,
  locationsOfChannels,
} from './sales-channels/repository.ts';
export { getSalesChannel, type SalesChannel, toSalesChannel } from './sales-channels/service.ts';
export type { SalesChannelRow } from './sales-channels/tables.ts';
export { stockLocationHandlers } from './stock-locations/handlers.ts';
export { findStockLocation, insertStockLocation } from './stock-locations/repository.ts';
export { stockOfLocation } from './stock-locations/service.ts';
// read by orders
export {
  defaultLocationId,
  defaultSalesChannelId,
  ensureDefaultLocation,
} from './store/default-location.ts';
export { featureFlagsFromEnv } from './store/features.ts';
export { storeHandlers } from './store/handlers.ts';
export { recordInstalledPaymentProviders } from './store/installed-providers.ts';
export { findStore } from './store/repository.ts';
export { storageFromEnv, storageSettingsFromEnv } from './uploads/config.ts';
export { uploadsHandlers } from './uploads/handlers.ts';
export { fileRoutes } from './uploads/routes.ts';
export type { FileStorage } from './uploads/storage.ts';

// read by carts, catalog, inventory, promotions

export { findCurrencies } from './currencies/repository.ts';
export { findLiveRegions, isLiveRegion, liveRegionsToJoin } from './regions/live-regions.ts';
export { oldestLiveRegion } from './regions/oldest-region.ts';
export { countryCodesOfRegion } from './regions/region-countries.ts';
export { paymentProviderIdsOfRegion } from './regions/region-payment-providers.ts';
export { liveSalesChannelsToJoin } from './sales-channels/live-channels-to-join.ts';
export {
  liveLocationIdsOfChannel,
  liveLocationIdsOfChannelSql,
} from './sales-channels/live-locations-of-channel.ts';
