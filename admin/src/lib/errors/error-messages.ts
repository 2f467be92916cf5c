import type { ErrorCode } from '@commerce/client';
import type { TFunction } from 'i18next';
import type errorsEn from '../../../public/locales/en/errors.json';
import type ordersEn from '../../../public/locales/en/orders.json';

/** A code explained by a sentence of its own (namespace `errors`, `codes.*`). */
type PlainCode = keyof (typeof errorsEn)['codes'];
/** A code that names the state which refused the action; the sentence names the state. */
type StateKey = keyof (typeof errorsEn)['state'];

type OrderState = keyof (typeof ordersEn)['states'];

/** How one error code is told to staff, in their language. */
export type ExplainCode = (t: TFunction) => string;

const plain =
  (code: PlainCode): ExplainCode =>
  (t) =>
    t(`codes.${code}`, { ns: 'errors' });

/*
 * The state comes from the orders namespace's state names (the same words as the order
 * screens show); a state the screens do not name yet is shown as the server names it.
 */
const state =
  (key: StateKey, name: string): ExplainCode =>
  (t) =>
    t(`state.${key}`, {
      ns: 'errors',
      state: t(`states.${name as OrderState}`, {
        ns: 'orders',
        defaultValue: name.replaceAll('_', ' '),
      }),
    });

/**
 * Every error code of the contract and what staff read for it. Typed as total over
 * `ErrorCode` (generated from the contract): a code added to the contract fails the
 * typecheck here until it has a message, and its English text is checked in all 21
 * languages by the locale tests.
 */
export const ERROR_MESSAGES = {
  already_revoked: plain('already_revoked'),
  amount_mismatch: plain('amount_mismatch'),
  api_token_not_own: plain('api_token_not_own'),
  cart_completed: plain('cart_completed'),
  cart_empty: plain('cart_empty'),
  claim_canceled: plain('claim_canceled'),
  claim_has_fulfillments: plain('claim_has_fulfillments'),
  claim_item_without_variant: plain('claim_item_without_variant'),
  claim_nothing_to_fulfil: plain('claim_nothing_to_fulfil'),
  claim_refunded: plain('claim_refunded'),
  claim_return_received: plain('claim_return_received'),
  country_not_in_region: plain('country_not_in_region'),
  custom_item_incomplete: plain('custom_item_incomplete'),
  customer_not_signed_in: plain('customer_not_signed_in'),
  database_unavailable: plain('database_unavailable'),
  discount_code_blank: plain('discount_code_blank'),
  discount_code_taken: plain('discount_code_taken'),
  discount_condition_one_type: plain('discount_condition_one_type'),
  discount_condition_type_mismatch: plain('discount_condition_type_mismatch'),
  discount_condition_type_taken: plain('discount_condition_type_taken'),
  discount_customer_group: plain('discount_customer_group'),
  discount_disabled: plain('discount_disabled'),
  discount_duration_invalid: plain('discount_duration_invalid'),
  discount_duration_not_dynamic: plain('discount_duration_not_dynamic'),
  discount_dynamic_code_not_found: plain('discount_dynamic_code_not_found'),
  discount_ended: plain('discount_ended'),
  discount_expired: plain('discount_expired'),
  discount_fixed_one_region: plain('discount_fixed_one_region'),
  discount_free_shipping_value: plain('discount_free_shipping_value'),
  discount_is_dynamic_code: plain('discount_is_dynamic_code'),
  discount_not_dynamic: plain('discount_not_dynamic'),
  discount_not_found: plain('discount_not_found'),
  discount_not_started: plain('discount_not_started'),
  discount_percentage_over_100: plain('discount_percentage_over_100'),
  discount_region: plain('discount_region'),
  discount_usage_limit_reached: plain('discount_usage_limit_reached'),
  draft_order_completed: plain('draft_order_completed'),
  duplicate_options: plain('duplicate_options'),
  email_required: plain('email_required'),
  ends_before_start: plain('ends_before_start'),
  file_type_not_allowed: plain('file_type_not_allowed'),
  forbidden: (t) => t('access.forbidden', { ns: 'common' }),
  fulfillment_canceled: plain('fulfillment_canceled'),
  fulfillment_exceeds_order: plain('fulfillment_exceeds_order'),
  fulfillment_shipped: plain('fulfillment_shipped'),
  gift_card_balance_changed: plain('gift_card_balance_changed'),
  gift_card_not_found: plain('gift_card_not_found'),
  gift_card_region: plain('gift_card_region'),
  gift_card_unavailable: plain('gift_card_unavailable'),
  insufficient_inventory: plain('insufficient_inventory'),
  invalid_publishable_api_key: plain('invalid_publishable_api_key'),
  invalid_token: plain('invalid_token'),
  inventory_item_fulfilled: plain('inventory_item_fulfilled'),
  item_not_in_order: plain('item_not_in_order'),
  last_admin: plain('last_admin'),
  level_has_reservations: plain('level_has_reservations'),
  location_required: plain('location_required'),
  no_region: plain('no_region'),
  not_a_return_option: plain('not_a_return_option'),
  not_in_sales_channel: plain('not_in_sales_channel'),
  not_stocked_at_location: plain('not_stocked_at_location'),
  order_edit_active: plain('order_edit_active'),
  order_edit_canceled: state('editStatus', 'canceled'),
  order_edit_confirmed: state('editStatus', 'confirmed'),
  order_edit_created: state('editStatus', 'created'),
  order_edit_declined: state('editStatus', 'declined'),
  order_edit_item_fulfilled: plain('order_edit_item_fulfilled'),
  order_edit_line_gone: plain('order_edit_line_gone'),
  order_edit_requested: state('editStatus', 'requested'),
  order_edit_unpaid: plain('order_edit_unpaid'),
  order_fulfillment_status_canceled: state('fulfillmentStatus', 'canceled'),
  order_fulfillment_status_fulfilled: state('fulfillmentStatus', 'fulfilled'),
  order_fulfillment_status_not_fulfilled: state('fulfillmentStatus', 'not_fulfilled'),
  order_fulfillment_status_partially_fulfilled: state('fulfillmentStatus', 'partially_fulfilled'),
  order_fulfillment_status_partially_returned: state('fulfillmentStatus', 'partially_returned'),
  order_fulfillment_status_partially_shipped: state('fulfillmentStatus', 'partially_shipped'),
  order_fulfillment_status_requires_action: state('fulfillmentStatus', 'requires_action'),
  order_fulfillment_status_returned: state('fulfillmentStatus', 'returned'),
  order_fulfillment_status_shipped: state('fulfillmentStatus', 'shipped'),
  order_has_account: plain('order_has_account'),
  order_has_fulfillments: plain('order_has_fulfillments'),
  order_payment_captured: plain('order_payment_captured'),
  order_payment_status_awaiting: state('paymentStatus', 'awaiting'),
  order_payment_status_canceled: state('paymentStatus', 'canceled'),
  order_payment_status_captured: state('paymentStatus', 'captured'),
  order_payment_status_not_paid: state('paymentStatus', 'not_paid'),
  order_payment_status_partially_refunded: state('paymentStatus', 'partially_refunded'),
  order_payment_status_refunded: state('paymentStatus', 'refunded'),
  order_payment_status_requires_action: state('paymentStatus', 'requires_action'),
  order_shipped: plain('order_shipped'),
  order_status_archived: state('orderStatus', 'archived'),
  order_status_canceled: state('orderStatus', 'canceled'),
  order_status_completed: state('orderStatus', 'completed'),
  order_status_pending: state('orderStatus', 'pending'),
  order_status_requires_action: state('orderStatus', 'requires_action'),
  payment_authorization_error: plain('payment_authorization_error'),
  payment_canceled: plain('payment_canceled'),
  payment_captured: plain('payment_captured'),
  payment_collection_authorized: plain('payment_collection_authorized'),
  payment_collection_canceled: plain('payment_collection_canceled'),
  payment_collection_closed: plain('payment_collection_closed'),
  payment_data_refused: plain('payment_data_refused'),
  payment_not_captured: plain('payment_not_captured'),
  payment_provider_not_allowed: plain('payment_provider_not_allowed'),
  payment_provider_not_in_region: plain('payment_provider_not_in_region'),
  payment_provider_not_installed: plain('payment_provider_not_installed'),
  payment_session_not_found: plain('payment_session_not_found'),
  payment_session_required: plain('payment_session_required'),
  publishable_api_key_revoked: plain('publishable_api_key_revoked'),
  refund_exceeds_refundable: plain('refund_exceeds_refundable'),
  region_currency_mismatch: plain('region_currency_mismatch'),
  region_deleted: plain('region_deleted'),
  return_exceeds_fulfilled: plain('return_exceeds_fulfilled'),
  return_reason_nested_too_deep: plain('return_reason_nested_too_deep'),
  return_status_canceled: state('returnStatus', 'canceled'),
  return_status_received: state('returnStatus', 'received'),
  return_status_requires_action: state('returnStatus', 'requires_action'),
  role_exceeds_own: plain('role_exceeds_own'),
  role_in_use: plain('role_in_use'),
  sales_channel_disabled: plain('sales_channel_disabled'),
  sales_channel_not_in_key: plain('sales_channel_not_in_key'),
  sales_channel_required: plain('sales_channel_required'),
  secret_not_kept: plain('secret_not_kept'),
  session_authorized: plain('session_authorized'),
  shipping_address_required: plain('shipping_address_required'),
  shipping_method_required: plain('shipping_method_required'),
  shipping_option_is_return: plain('shipping_option_is_return'),
  shipping_option_not_in_region: plain('shipping_option_not_in_region'),
  shipping_option_unavailable: plain('shipping_option_unavailable'),
  swap_canceled: plain('swap_canceled'),
  swap_cart_reductions: plain('swap_cart_reductions'),
  swap_fulfillment_canceled: state('swapFulfillment', 'canceled'),
  swap_fulfillment_fulfilled: state('swapFulfillment', 'fulfilled'),
  swap_fulfillment_partially_shipped: state('swapFulfillment', 'partially_shipped'),
  swap_fulfillment_requires_action: state('swapFulfillment', 'requires_action'),
  swap_fulfillment_shipped: state('swapFulfillment', 'shipped'),
  swap_not_confirmed: plain('swap_not_confirmed'),
  swap_nothing_to_fulfil: plain('swap_nothing_to_fulfil'),
  swap_payment_awaiting: state('swapPayment', 'awaiting'),
  swap_payment_canceled: state('swapPayment', 'canceled'),
  swap_payment_captured: state('swapPayment', 'captured'),
  swap_payment_confirmed: state('swapPayment', 'confirmed'),
  swap_payment_difference_refunded: state('swapPayment', 'difference_refunded'),
  swap_payment_not_paid: state('swapPayment', 'not_paid'),
  swap_payment_partially_refunded: state('swapPayment', 'partially_refunded'),
  swap_payment_refunded: state('swapPayment', 'refunded'),
  swap_payment_requires_action: state('swapPayment', 'requires_action'),
  swap_return_received: plain('swap_return_received'),
  too_many_discounts: plain('too_many_discounts'),
  unknown_batch_job_type: plain('unknown_batch_job_type'),
  unknown_reference: plain('unknown_reference'),
  unknown_role: plain('unknown_role'),
  variant_not_priced: plain('variant_not_priced'),
  wrong_password: plain('wrong_password'),
} satisfies Record<ErrorCode, ExplainCode>;
