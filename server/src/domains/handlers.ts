import './ports.ts';
import { type AllHandlers, mergeHandlers } from '../http/handlers.ts';
import { cartHandlers } from './carts/carts/handlers.ts';
import { paymentCollectionHandlers } from './carts/payment-collections/handlers.ts';
import { shippingOptionHandlers } from './carts/shipping-options/handlers.ts';
import { shippingProfileHandlers } from './carts/shipping-profiles/handlers.ts';
import { taxRateHandlers } from './carts/tax-rates/handlers.ts';
import { batchJobsHandlers } from './catalog/batch-jobs/handlers.ts';
import { collectionHandlers } from './catalog/collections/handlers.ts';
import { priceListHandlers } from './catalog/price-lists/handlers.ts';
import { productCategoryHandlers } from './catalog/product-categories/handlers.ts';
import { productChannelHandlers } from './catalog/product-channels/handlers.ts';
import { productTagHandlers } from './catalog/product-tags/handlers.ts';
import { productTypeHandlers } from './catalog/product-types/handlers.ts';
import { productHandlers } from './catalog/products/handlers.ts';
import { variantHandlers } from './catalog/variants/handlers.ts';
import { inventoryItemHandlers } from './inventory/inventory-items/handlers.ts';
import { reservationHandlers } from './inventory/reservations/handlers.ts';
import { variantInventoryHandlers } from './inventory/variant-inventory/handlers.ts';
import { checkoutHandlers } from './orders/checkout/handlers.ts';
import { claimHandlers } from './orders/claims/handlers.ts';
import { draftOrderHandlers } from './orders/draft-orders/handlers.ts';
import { noteHandlers } from './orders/notes/handlers.ts';
import { orderEditHandlers } from './orders/order-edits/handlers.ts';
import { adminOrderHandlers } from './orders/orders/admin-handlers.ts';
import { orderHandlers } from './orders/orders/handlers.ts';
import { paymentHandlers } from './orders/payments/handlers.ts';
import { returnHandlers } from './orders/returns/handlers.ts';
import { swapHandlers } from './orders/swaps/handlers.ts';
import { peopleHandlers } from './people/auth/people.ts';
import { customerGroupHandlers } from './people/customer-groups/handlers.ts';
import { discountHandlers } from './promotions/discounts/handlers.ts';
import { giftCardHandlers } from './promotions/gift-cards/handlers.ts';
import { currencyHandlers } from './settings/currencies/handlers.ts';
import { notificationHandlers } from './settings/notifications/handlers.ts';
import { publishableApiKeyHandlers } from './settings/publishable-api-keys/handlers.ts';
import { regionHandlers } from './settings/regions/handlers.ts';
import { returnReasonHandlers } from './settings/return-reasons/handlers.ts';
import { salesChannelHandlers } from './settings/sales-channels/handlers.ts';
import { stockLocationHandlers } from './settings/stock-locations/handlers.ts';
import { storeHandlers } from './settings/store/handlers.ts';
import { uploadsHandlers } from './settings/uploads/handlers.ts';

/** Every operation's handler, keyed by operationId: one per operation of the contract. */
export const handlers: AllHandlers = mergeHandlers(
  storeHandlers,
  batchJobsHandlers,
  uploadsHandlers,
  currencyHandlers,
  regionHandlers,
  productHandlers,
  variantHandlers,
  variantInventoryHandlers,
  collectionHandlers,
  productTagHandlers,
  productTypeHandlers,
  productCategoryHandlers,
  salesChannelHandlers,
  productChannelHandlers,
  publishableApiKeyHandlers,
  stockLocationHandlers,
  inventoryItemHandlers,
  reservationHandlers,
  shippingProfileHandlers,
  shippingOptionHandlers,
  taxRateHandlers,
  noteHandlers,
  notificationHandlers,
  peopleHandlers,
  customerGroupHandlers,
  priceListHandlers,
  discountHandlers,
  giftCardHandlers,
  cartHandlers,
  checkoutHandlers,
  orderHandlers,
  adminOrderHandlers,
  orderEditHandlers,
  paymentCollectionHandlers,
  paymentHandlers,
  returnReasonHandlers,
  returnHandlers,
  claimHandlers,
  swapHandlers,
  draftOrderHandlers,
);
