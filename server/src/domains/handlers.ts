import type { Handlers } from '../http/handlers.ts';
import { peopleHandlers } from './auth/people.ts';
import { batchJobsHandlers } from './batch-jobs/handlers.ts';
import { cartHandlers } from './carts/handlers.ts';
import { checkoutHandlers } from './checkout/handlers.ts';
import { claimHandlers } from './claims/handlers.ts';
import { collectionHandlers } from './collections/handlers.ts';
import { currencyHandlers } from './currencies/handlers.ts';
import { customerGroupHandlers } from './customer-groups/handlers.ts';
import { discountHandlers } from './discounts/handlers.ts';
import { draftOrderHandlers } from './draft-orders/handlers.ts';
import { giftCardHandlers } from './gift-cards/handlers.ts';
import { inventoryItemHandlers } from './inventory-items/handlers.ts';
import { noteHandlers } from './notes/handlers.ts';
import { notificationHandlers } from './notifications/handlers.ts';
import { orderEditHandlers } from './order-edits/handlers.ts';
import { adminOrderHandlers } from './orders/admin-handlers.ts';
import { orderHandlers } from './orders/handlers.ts';
import { paymentCollectionHandlers } from './payment-collections/handlers.ts';
import { paymentHandlers } from './payments/handlers.ts';
import { priceListHandlers } from './price-lists/handlers.ts';
import { productCategoryHandlers } from './product-categories/handlers.ts';
import { productChannelHandlers } from './product-channels/handlers.ts';
import { productTagHandlers } from './product-tags/handlers.ts';
import { productTypeHandlers } from './product-types/handlers.ts';
import { productHandlers } from './products/handlers.ts';
import { publishableApiKeyHandlers } from './publishable-api-keys/handlers.ts';
import { regionHandlers } from './regions/handlers.ts';
import { reservationHandlers } from './reservations/handlers.ts';
import { returnReasonHandlers } from './return-reasons/handlers.ts';
import { returnHandlers } from './returns/handlers.ts';
import { salesChannelHandlers } from './sales-channels/handlers.ts';
import { shippingOptionHandlers } from './shipping-options/handlers.ts';
import { shippingProfileHandlers } from './shipping-profiles/handlers.ts';
import { stockLocationHandlers } from './stock-locations/handlers.ts';
import { storeHandlers } from './store/handlers.ts';
import { swapHandlers } from './swaps/handlers.ts';
import { taxRateHandlers } from './tax-rates/handlers.ts';
import { uploadsHandlers } from './uploads/handlers.ts';
import { variantInventoryHandlers } from './variant-inventory/handlers.ts';
import { variantHandlers } from './variants/handlers.ts';

/** Every resource's handlers, keyed by operationId. */
export const handlers: Handlers = {
  ...storeHandlers,
  ...batchJobsHandlers,
  ...uploadsHandlers,
  ...currencyHandlers,
  ...regionHandlers,
  ...productHandlers,
  ...variantHandlers,
  ...variantInventoryHandlers,
  ...collectionHandlers,
  ...productTagHandlers,
  ...productTypeHandlers,
  ...productCategoryHandlers,
  ...salesChannelHandlers,
  ...productChannelHandlers,
  ...publishableApiKeyHandlers,
  ...stockLocationHandlers,
  ...inventoryItemHandlers,
  ...reservationHandlers,
  ...shippingProfileHandlers,
  ...shippingOptionHandlers,
  ...taxRateHandlers,
  ...noteHandlers,
  ...notificationHandlers,
  ...peopleHandlers,
  ...customerGroupHandlers,
  ...priceListHandlers,
  ...discountHandlers,
  ...giftCardHandlers,
  ...cartHandlers,
  ...checkoutHandlers,
  ...orderHandlers,
  ...adminOrderHandlers,
  ...orderEditHandlers,
  ...paymentCollectionHandlers,
  ...paymentHandlers,
  ...returnReasonHandlers,
  ...returnHandlers,
  ...claimHandlers,
  ...swapHandlers,
  ...draftOrderHandlers,
};
