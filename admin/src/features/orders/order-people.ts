import type { AdminListOrdersData } from '@commerce/client/admin/orders';

type OrderWithPeople = Pick<
  AdminListOrdersData['orders'][number],
  'email' | 'customer' | 'shipping_address' | 'billing_address'
>;

const nameOf = (person: { first_name?: string | null; last_name?: string | null } | null) =>
  [person?.first_name, person?.last_name].filter(Boolean).join(' ').trim();

/**
 * Who placed the order, by name: the customer's when the order carries it, else the name on
 * its shipping or billing address (guests have no customer name); undefined when none has one.
 */
export function orderCustomerName(order: OrderWithPeople): string | undefined {
  return (
    nameOf(order.customer ?? null) ||
    nameOf(order.shipping_address ?? null) ||
    nameOf(order.billing_address ?? null) ||
    undefined
  );
}

/** The order's name on screen: the customer's name, else the email. */
export function orderPersonLabel(order: OrderWithPeople): string {
  return orderCustomerName(order) ?? order.email;
}
