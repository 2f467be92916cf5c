import { ClientError } from '@commerce/client';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import type { AfterSalesState } from './order-state.ts';
import type { OrderStatus } from './order-statuses.ts';

/** Refusal codes with a message of their own (server/README.md, orders, returns, claims…). */
export const REFUSAL_CODES = [
  'order_has_fulfillments',
  'order_payment_captured',
  'refund_exceeds_refundable',
  'fulfillment_exceeds_order',
  'fulfillment_shipped',
  'insufficient_inventory',
  'return_exceeds_fulfilled',
  'not_a_return_option',
  'order_edit_active',
  'order_edit_item_fulfilled',
  'order_edit_unpaid',
  'swap_not_confirmed',
  'swap_canceled',
  'swap_return_received',
  'claim_canceled',
  'claim_refunded',
  'claim_has_fulfillments',
  'claim_return_received',
  'claim_nothing_to_fulfil',
] as const;
type RefusalCode = (typeof REFUSAL_CODES)[number];

/**
 * Codes that name the state that refused the action (`order_status_canceled`,
 * `return_status_received`…): the message names the state in the user's language.
 */
const STATE_CODES = [
  { pattern: /^order_status_(\w+)$/, key: 'orderStatus' },
  { pattern: /^order_payment_status_(\w+)$/, key: 'paymentStatus' },
  { pattern: /^order_fulfillment_status_(\w+)$/, key: 'fulfillmentStatus' },
  { pattern: /^return_status_(\w+)$/, key: 'returnStatus' },
  { pattern: /^order_edit_(created|requested|confirmed|declined|canceled)$/, key: 'editStatus' },
  { pattern: /^swap_payment_(\w+)$/, key: 'swapPayment' },
  { pattern: /^swap_fulfillment_(\w+)$/, key: 'swapFulfillment' },
] as const;

const isRefusal = (code: string): code is RefusalCode =>
  (REFUSAL_CODES as readonly string[]).includes(code);

/**
 * What to tell staff when the server refuses an order action: a translated sentence for the
 * refusal codes the screens know, else the server's own message (serverErrorMessage).
 */
export function useOrderErrorMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation('orders');
  return (error) => {
    const code = error instanceof ClientError ? error.body?.code : undefined;
    if (code && isRefusal(code)) return t(`refusals.${code}`);
    for (const { pattern, key } of STATE_CODES) {
      const state = code ? pattern.exec(code)?.[1] : undefined;
      if (state) {
        // An unknown state (one the server adds later) is shown as the server names it.
        const label = i18n.exists(`orders:states.${state}`)
          ? t(`states.${state as AfterSalesState | OrderStatus}`)
          : state.replaceAll('_', ' ');
        return t(`refusals.state.${key}`, { state: label });
      }
    }
    return serverErrorMessage(error, i18n.t);
  };
}
