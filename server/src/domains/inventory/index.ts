/*
 * The inventory domain's public surface: other domains and the app import only this file.
 * Stock: inventory items and levels, reservations, variant-to-item links, stock per channel.
 */

export { availableUnitsInChannel } from './channel-stock/availability.ts';
export { stockLocationsOfChannel } from './channel-stock/locations.ts';
export { type LineToReserve, reserveLines } from './channel-stock/reserve.ts';
export {
  giveBackStock,
  type LineToFulfil,
  movesOf,
  type StockMove,
  shelveStock,
  takeStock,
} from './fulfillment-stock/stock-moves.ts';
export { inventoryItemHandlers } from './inventory-items/handlers.ts';
export { releaseLocationStock } from './inventory-items/location-stock.ts';
export { itemFulfilments } from './inventory-items/repository.ts';
export { reservationHandlers } from './reservations/handlers.ts';
export { releaseLineReservations } from './reservations/repository.ts';
// read by orders
export { locationsReservingLines } from './reservations/reserved-locations.ts';
export { variantInventoryHandlers } from './variant-inventory/handlers.ts';
export {
  ensureVariantItem,
  refreshItemStock,
  refreshVariantStock,
  setDefaultLocationStock,
} from './variant-inventory/stock.ts';
