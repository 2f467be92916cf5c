/*
 * The orders domain's public surface: other domains and the app import only this file.
 * Placed orders and after-sales: checkout (completing a cart), orders, draft orders, order
 * edits, returns, swaps, claims, fulfilments, notes, order payments.
 */

export { checkoutHandlers } from './checkout/handlers.ts';
export { claimHandlers } from './claims/handlers.ts';
export { draftOrderHandlers } from './draft-orders/handlers.ts';
export { itemWasFulfilled } from './fulfillments/repository.ts';
export { noteHandlers } from './notes/handlers.ts';
export { orderEditHandlers } from './order-edits/handlers.ts';
export { adminOrderHandlers } from './orders/admin-handlers.ts';
export { orderHandlers } from './orders/handlers.ts';
export { giftCardTotalOfCart } from './orders/repository.ts';
export { paymentHandlers } from './payments/handlers.ts';
export { returnHandlers } from './returns/handlers.ts';
export { swapHandlers } from './swaps/handlers.ts';
