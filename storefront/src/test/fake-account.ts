import type { StoreGetCustomerData } from '@commerce/client/store/customers';
import type { StoreGetOrderData } from '@commerce/client/store/orders';
import { type FakeStoreOptions, fakeStore } from './fake-store.ts';

type Customer = StoreGetCustomerData['customer'];
type Address = NonNullable<Customer['shipping_addresses']>[number];
type Order = StoreGetOrderData['order'];

export interface FakeAccountOptions extends FakeStoreOptions {
  /** Accounts the store has, with their passwords. */
  accounts?: { email: string; password: string; first_name?: string; last_name?: string }[];
  /** The email of the account signed in from the start. */
  signedIn?: string;
  /** Orders per account email, newest first. */
  orders?: Record<string, Order[]>;
}

/** The token the fake store accepts on `POST /store/customers/password-reset`. */
export const GOOD_RESET_TOKEN = 'good-token';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const fail = (type: string, message: string, status: number) => json({ type, message }, status);

/** A contract-shaped order of `count` items at `unit` (cents) in euros, for the orders pages. */
export function fakeOrder(displayId: number, customerId: string, unit = 1950, count = 2): Order {
  const total = unit * count;
  return {
    id: `order_${displayId}`,
    display_id: displayId,
    customer_id: customerId,
    status: 'pending',
    fulfillment_status: 'not_fulfilled',
    payment_status: 'awaiting',
    currency_code: 'eur',
    tax_rate: 0,
    created_at: new Date(Date.UTC(2026, 0, displayId)).toISOString(),
    items: [
      {
        id: `item_${displayId}`,
        title: 'Classic T-Shirt',
        description: 'M / White',
        thumbnail: null,
        quantity: count,
        unit_price: unit,
        total,
      },
    ],
    shipping_address: null,
    subtotal: total,
    discount_total: 0,
    shipping_total: 0,
    tax_total: 0,
    gift_card_total: 0,
    total,
  } as unknown as Order;
}

/**
 * The store API of fakeStore plus the customer's side: register, sign in and out (a session
 * the fake keeps), the customer's details and addresses, orders, payment methods (none) and
 * the password reset. Requests are logged in the store's `requests`.
 */
export function fakeAccount(options: FakeAccountOptions = {}) {
  const store = fakeStore(options);
  const accounts = new Map<string, Customer & { password: string }>();
  let session: string | null = null;
  let next = 1;

  const add = (input: {
    email: string;
    password: string;
    first_name?: string;
    last_name?: string;
    phone?: string;
  }) => {
    const customer = {
      id: `cus_${next++}`,
      email: input.email.toLowerCase(),
      first_name: input.first_name ?? null,
      last_name: input.last_name ?? null,
      phone: input.phone ?? null,
      billing_address_id: null,
      has_account: true,
      metadata: null,
      shipping_addresses: [] as Address[],
      password: input.password,
    } as unknown as Customer & { password: string };
    accounts.set(customer.email, customer);
    return customer;
  };
  for (const account of options.accounts ?? []) add(account);
  if (options.signedIn) session = options.signedIn;

  const wire = ({ password: _secret, ...customer }: Customer & { password: string }) => ({
    customer,
  });
  const me = () => (session ? accounts.get(session) : undefined);

  const api = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname;
    const isAccount =
      path.startsWith('/store/auth') ||
      path.startsWith('/store/customers') ||
      path.startsWith('/store/orders');
    if (!isAccount) return store.api(request);
    store.requests.push(`${request.method} ${path}${decodeURIComponent(url.search)}`);
    const body = request.method === 'POST' ? await request.json().catch(() => ({})) : {};
    const method = request.method;

    if (method === 'POST' && path === '/store/customers') {
      if (accounts.has(String(body.email).toLowerCase())) {
        return fail('duplicate_error', `Customer with email ${body.email} already exists`, 422);
      }
      return json(wire(add(body)));
    }
    if (method === 'POST' && path === '/store/auth') {
      const account = accounts.get(String(body.email).toLowerCase());
      if (!account || account.password !== body.password) {
        return fail('unauthorized', 'Wrong email or password', 401);
      }
      session = account.email;
      return json(wire(account));
    }
    if (method === 'POST' && path === '/store/customers/password-token') {
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && path === '/store/customers/password-reset') {
      const account = accounts.get(String(body.email).toLowerCase());
      if (!account || body.token !== GOOD_RESET_TOKEN) {
        return fail('unauthorized', 'The password reset token is invalid or has expired', 401);
      }
      account.password = body.password;
      return json(wire(account));
    }
    const customer = me();
    if (!customer) return fail('unauthorized', 'Authentication is required', 401);
    if (method === 'DELETE' && path === '/store/auth') {
      session = null;
      return json({});
    }
    if (method === 'GET' && path === '/store/customers/me') return json(wire(customer));
    if (method === 'POST' && path === '/store/customers/me') {
      Object.assign(customer, body);
      return json(wire(customer));
    }
    const addresses = customer.shipping_addresses ?? [];
    if (method === 'POST' && path === '/store/customers/me/addresses') {
      addresses.push({ id: `addr_${next++}`, customer_id: customer.id, ...body.address });
      return json(wire(customer));
    }
    const addressId = /^\/store\/customers\/me\/addresses\/(.+)$/.exec(path)?.[1];
    if (addressId) {
      const index = addresses.findIndex((address) => address.id === addressId);
      if (index < 0) return fail('not_found', `Address with id: ${addressId} was not found`, 404);
      if (method === 'DELETE') addresses.splice(index, 1);
      else Object.assign(addresses[index] as Address, body);
      return json(wire(customer));
    }
    const orders = options.orders?.[customer.email] ?? [];
    if (method === 'GET' && path === '/store/customers/me/orders') {
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const page = orders.slice(offset, offset + limit);
      return json({ orders: page, count: orders.length, limit, offset });
    }
    if (method === 'GET' && path === '/store/customers/me/payment-methods') {
      return json({ payment_methods: [] });
    }
    const order = orders.find((candidate) => path === `/store/orders/${candidate.id}`);
    if (method === 'GET' && order) return json({ order });
    return fail('not_found', `${method} ${path} is not faked`, 404);
  };

  return { api, requests: store.requests, accounts, isSignedIn: () => session !== null };
}
