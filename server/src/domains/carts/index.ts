/*
 * The carts domain's public surface: other domains and the app import only this file.
 * Carts before they are orders: carts and line items, shipping options, tax rates, payment
 * sessions and collections, and payment rows with their capture and refund.
 */

export {
  type AddressInput,
  copyAddress,
  regionCountries,
  setCartAddress,
} from './carts/addresses.ts';
export { cartOfProductRead } from './carts/cart-of-product-read.ts';
export type { CartContents } from './carts/contents.ts';
export { markCustomLinesShipped, moveToRegionKeepingCustomLines } from './carts/custom-lines.ts';
// read by orders
export { cartIdsWithEmailLike } from './carts/email-search.ts';
export { guestCustomerFor } from './carts/guest-customer.ts';
export { cartHandlers } from './carts/handlers.ts';
export { addToLineCounters } from './carts/line-counters.ts';
export {
  cartToOrderWrites,
  handCartLinesToSwap,
  putSwapLinesInCart,
} from './carts/line-handover.ts';
export { checkStock } from './carts/line-items.ts';
// read by orders
export {
  type LineOwnerColumn,
  lineIdsOf,
  linesOfOwners,
  lockLinesOf,
} from './carts/lines-of-owners.ts';
export {
  adjustmentsOf,
  copyAdjustmentsAndTaxLines,
  deleteMethods,
  insertItemTaxLines,
  insertMethod,
  itemsOfOrders,
  itemTaxLinesOf,
  methodsOfCart,
  methodsOfOrders,
  methodTaxLinesOf,
  replaceMethodTaxLines,
  updateMethodOfClaim,
  updateMethodPrice,
} from './carts/lines-repository.ts';
export { giftCardsPaidByCart, loadCart, requireCart } from './carts/load.ts';
export { unitPriceIn } from './carts/pricing.ts';
export {
  discountsForCodes,
  discountsOfCart,
  discountsOfIds,
  evaluationContext,
  usableGiftCardsOfCart,
  usableGiftCardsOfIds,
} from './carts/reductions.ts';
export {
  type CartLinks,
  type RefreshedCart,
  type RefreshOptions,
  refreshCart,
} from './carts/refresh.ts';
export { type RefreshReads, refreshReads } from './carts/refresh-reads.ts';
export { moveToRegion, requireRegionOfBody } from './carts/region.ts';
export {
  deleteItems,
  discountIdsOfCart,
  findCart,
  giftCardIdsOfCart,
  insertCart,
  insertItem,
  itemsOfCart,
  setCartDiscounts,
  updateCart,
  updateItem,
} from './carts/repository.ts';
// read by orders
export { returnShippingTotal, shippingPricesOfReturns } from './carts/return-shipping.ts';
export { cartSalesChannel } from './carts/sales-channel.ts';
export { updateSession } from './carts/sessions-repository.ts';
export { addShippingMethod } from './carts/shipping.ts';
export { type CartAudience, requireCartFor } from './carts/shopper-carts.ts';
export type { CartRow, LineItemRow, ShippingMethodRow } from './carts/tables.ts';
export { computeTotals, type Totals } from './carts/totals.ts';
export {
  type LineItem,
  type LoadedCart,
  type ShippingMethod,
  toLineItem,
  toShippingMethod,
} from './carts/wire.ts';
export { paymentCollectionHandlers } from './payment-collections/handlers.ts';
export {
  findCollection,
  insertCollection,
  paymentsOfCollection,
  updateCollection,
} from './payment-collections/repository.ts';
export {
  cancelPaymentRow,
  capturePaymentRow,
  lockPayment,
  lockPaymentsOfOrder,
} from './payments/capture.ts';
export {
  insertPayment,
  linkRefund,
  movePaymentsOfCollectionToOrder,
  paymentInsert,
  paymentsFromJson,
} from './payments/order-payments.ts';
// read by orders
export {
  lockPaymentOfSwap,
  paymentsOfSwaps,
} from './payments/payments-of-owners.ts';
export {
  type RefundInput,
  refundableOf,
  refundPaymentRow,
  refundTooLarge,
} from './payments/refund.ts';
export { type Refund, refundsOfOrders, toRefund } from './payments/refund-rows.ts';
export type { PaymentRow, RefundRow } from './payments/tables.ts';
export { findPayments, type Payment, paymentsOfOrders, toPayment } from './payments/wire.ts';
export { shippingOptionHandlers } from './shipping-options/handlers.ts';
export { findShippingOption, findShippingOptions } from './shipping-options/repository.ts';
export { loadShippingOptions } from './shipping-options/service.ts';
export { shippingProfileHandlers } from './shipping-profiles/handlers.ts';
export { taxRateHandlers } from './tax-rates/handlers.ts';
export { productRates, shippingRates } from './tax-rates/rates.ts';
export { taxRatesFor } from './tax-rates/repository.ts';
