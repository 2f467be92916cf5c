/*
 * `expand` and `fields` cases (issue 25, item 2) that hold on our server and on Medusa v1
 * alike: run by src/http/expand.test.ts on our server and by
 * scripts/medusa-compat/cases/expand.test.ts on Medusa 1.20.9. Where the two differ, the
 * case tests only what both share and `differs` says how.
 *
 * Paths name properties of the answer's resource; an array is looked into element by
 * element (`shipping_methods.shipping_option`: every method has its option).
 */

/** Records each server's world provides: a guest's completed order and its cart, a product. */
export interface CaseIds {
  orderId: string;
  cartId: string;
  productId: string;
  customerId: string;
}

export interface ExpandCase {
  name: string;
  api: 'store' | 'admin';
  operationId: string;
  url: (ids: CaseIds) => string;
  /** The envelope property holding the resource (`order`, `orders`…). */
  resource: string;
  /** On a list: the element the case looks at. */
  pick?: (ids: CaseIds) => string;
  /** Paths the resource must hold (a null relation counts as held). */
  has?: string[];
  /** Paths it must not hold. */
  lacks?: string[];
  /** The answer is a 400 (the error code is our server's own, checked by its test). */
  refused?: { code: 'unknown_relation' | 'unknown_field'; names: string };
  /** How Medusa v1 differs, left out of the case. */
  differs?: string;
}

export const EXPAND_CASES: ExpandCase[] = [
  {
    name: 'a store order without expand has its default relations',
    api: 'store',
    operationId: 'StoreGetOrder',
    url: (ids) => `/store/orders/${ids.orderId}`,
    resource: 'order',
    has: ['items', 'shipping_address', 'shipping_methods', 'region'],
    differs:
      'our server answers billing_address and shipping_methods.shipping_option by default; Medusa leaves billing_address out',
  },
  {
    name: 'a store order with expand has the relations named',
    api: 'store',
    operationId: 'StoreGetOrder',
    url: (ids) =>
      `/store/orders/${ids.orderId}?expand=items,shipping_address,billing_address,shipping_methods,shipping_methods.shipping_option`,
    resource: 'order',
    has: ['items', 'billing_address', 'shipping_methods.shipping_option'],
    differs:
      'Medusa replaces its defaults with the expand given (region, payments… are left out); ours adds to them',
  },
  {
    name: 'a store cart with expand has the relations named',
    api: 'store',
    operationId: 'StoreGetCart',
    url: (ids) => `/store/carts/${ids.cartId}?expand=items,shipping_methods`,
    resource: 'cart',
    has: ['items', 'shipping_methods'],
  },
  {
    name: 'a store product narrowed by fields keeps id and the fields named',
    api: 'store',
    operationId: 'StoreGetProduct',
    url: (ids) => `/store/products/${ids.productId}?fields=title,handle`,
    resource: 'product',
    has: ['id', 'title', 'handle'],
    lacks: ['description', 'subtitle', 'thumbnail'],
  },
  {
    name: 'the admin order list with fields has the total asked for',
    api: 'admin',
    operationId: 'AdminListOrders',
    url: () => '/admin/orders?fields=display_id,email,total,created_at&limit=50',
    resource: 'orders',
    pick: (ids) => ids.orderId,
    has: ['id', 'display_id', 'email', 'total'],
    lacks: ['status', 'currency_code', 'tax_rate'],
  },
  {
    name: 'an admin customer with expand=groups has its groups',
    api: 'admin',
    operationId: 'AdminGetCustomer',
    url: (ids) => `/admin/customers/${ids.customerId}?expand=groups`,
    resource: 'customer',
    has: ['groups'],
  },
  {
    name: 'an unknown relation is refused',
    api: 'store',
    operationId: 'StoreGetOrder',
    url: (ids) => `/store/orders/${ids.orderId}?expand=items,no_such_relation`,
    resource: 'order',
    refused: { code: 'unknown_relation', names: 'no_such_relation' },
  },
  {
    name: 'an unknown field is refused',
    api: 'store',
    operationId: 'StoreGetProduct',
    url: (ids) => `/store/products/${ids.productId}?fields=title,no_such_field`,
    resource: 'product',
    refused: { code: 'unknown_field', names: 'no_such_field' },
    differs: "Medusa's message names the field too, without a code",
  },
];

/** Whether the value holds the dotted path; an array holds it when each element does. */
export function holds(value: unknown, path: string): boolean {
  const [head, ...rest] = path.split('.');
  if (Array.isArray(value)) return value.length > 0 && value.every((item) => holds(item, path));
  if (!value || typeof value !== 'object' || head === undefined) return false;
  const record = value as Record<string, unknown>;
  if (!(head in record) || record[head] === undefined) return false;
  return rest.length === 0 || record[head] === null || holds(record[head], rest.join('.'));
}

/** What is wrong with a 200 answer for a case, or an empty list. */
export function caseProblems(expandCase: ExpandCase, ids: CaseIds, body: unknown): string[] {
  const envelope = (body ?? {}) as Record<string, unknown>;
  let resource = envelope[expandCase.resource];
  if (expandCase.pick) {
    const id = expandCase.pick(ids);
    resource = (resource as Array<{ id?: string }> | undefined)?.find((item) => item.id === id);
  }
  if (!resource) return [`no ${expandCase.resource} in the answer`];
  return [
    ...(expandCase.has ?? []).filter((path) => !holds(resource, path)).map((p) => `lacks ${p}`),
    ...(expandCase.lacks ?? []).filter((path) => holds(resource, path)).map((p) => `has ${p}`),
  ];
}
