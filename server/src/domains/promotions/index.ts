/*
 * The promotions domain's public surface: other domains and the app import only this file.
 * Reductions: discounts (rules, conditions, codes) and gift cards.
 */

export {
  type CheckoutDiscount,
  findDiscountForCheckout,
  recordDiscountUsage,
} from './discounts/checkout.ts';
export {
  discountRefusal,
  type EvaluationContext,
  isFreeShipping,
  itemDiscounts,
  REFUSAL_MESSAGES,
  spread,
} from './discounts/evaluate.ts';
export { groupConditions } from './discounts/group-conditions.ts';
export { discountHandlers } from './discounts/handlers.ts';
export { loadDiscounts } from './discounts/load.ts';
export { findDiscountsById } from './discounts/repository.ts';
export { consumeGiftCardBalance } from './gift-cards/balance.ts';
// read by orders
export { giftCardsById } from './gift-cards/gift-cards-by-id.ts';
export { giftCardHandlers } from './gift-cards/handlers.ts';
export { findGiftCard, findRedeemableGiftCard, updateGiftCard } from './gift-cards/repository.ts';
export { toGiftCard } from './gift-cards/service.ts';
export type { GiftCardRow } from './gift-cards/tables.ts';
