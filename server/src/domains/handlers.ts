import './ports.ts';
import { type AllHandlers, mergeHandlers } from '../http/handlers.ts';
import {
  cartHandlers,
  paymentCollectionHandlers,
  shippingOptionHandlers,
  shippingProfileHandlers,
  taxRateHandlers,
} from './carts/index.ts';
import {
  batchJobsHandlers,
  collectionHandlers,
  priceListHandlers,
  productCategoryHandlers,
  productChannelHandlers,
  productHandlers,
  productTagHandlers,
  productTypeHandlers,
  variantHandlers,
} from './catalog/index.ts';
import {
  inventoryItemHandlers,
  reservationHandlers,
  variantInventoryHandlers,
} from './inventory/index.ts';
import {
  adminOrderHandlers,
  checkoutHandlers,
  claimHandlers,
  draftOrderHandlers,
  noteHandlers,
  orderEditHandlers,
  orderHandlers,
  paymentHandlers,
  returnHandlers,
  swapHandlers,
} from './orders/index.ts';
import { customerGroupHandlers, peopleHandlers } from './people/index.ts';
import { discountHandlers, giftCardHandlers } from './promotions/index.ts';
import {
  currencyHandlers,
  notificationHandlers,
  publishableApiKeyHandlers,
  regionHandlers,
  returnReasonHandlers,
  salesChannelHandlers,
  stockLocationHandlers,
  storeHandlers,
  uploadsHandlers,
} from './settings/index.ts';

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
