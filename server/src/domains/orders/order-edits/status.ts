import { errors } from '../../../errors.ts';
import type { OrderEditStatus } from './tables.ts';

/*
 * The state machine of an order edit (server/README.md, "Order edits"). Pure, so the table
 * in the README and this one read side by side. An action from any other state answers
 * `400 not_allowed` with the code `order_edit_<state>` and changes nothing.
 */

export type OrderEditAction =
  | 'change'
  | 'delete'
  | 'request'
  | 'cancel'
  | 'confirm'
  | 'decline'
  | 'complete';

export const ORDER_EDIT_ALLOWS: Record<OrderEditAction, readonly OrderEditStatus[]> = {
  // Items, changes and the internal note move only before the customer is asked.
  change: ['created'],
  delete: ['created'],
  request: ['created'],
  cancel: ['created', 'requested'],
  // Staff may confirm without asking (the customer agreed elsewhere).
  confirm: ['created', 'requested'],
  decline: ['requested'],
  complete: ['requested'],
};

export function checkEditStatus(edit: { status: OrderEditStatus }, action: OrderEditAction): void {
  if (ORDER_EDIT_ALLOWS[action].includes(edit.status)) return;
  throw errors.notAllowed(
    `Cannot ${action} an order edit that is ${edit.status}`,
    `order_edit_${edit.status}`,
  );
}
