import type { Cart } from '@commerce/client';
import { fakeStore } from './fake-store.ts';
import type { FakeApi } from './render-app.tsx';

/*
 * The checkout's part of the store API in memory, over fakeStore (which answers the rest):
 * email and addresses on the cart, the cart's shipping options, payment sessions with the
 * `manual` and `test-card` providers (the card rule of server/README.md, "Payment
 * providers", with its 3-D Secure challenge and session statuses), completion into an
 * order, and reading the order back.
 */

type Session = NonNullable<Cart['payment_sessions']>[number];

export interface FakeCheckoutOptions {
  /** The signed-in customer (`GET /store/customers/me`); a guest when absent. */
  customer?: {
    id: string;
    email: string;
    shipping_addresses: Record<string, unknown>[];
  };
  /**
   * Completion answers as Medusa v1's does (issue 25): without the billing address and the
   * shipping methods' options, which a read of the order has only when `expand` names them.
   */
  medusaRelations?: boolean;
}

const json = (body: unknown, status = 200) => Response.json(body, { status });
const refuse = (code: string, message: string) => json({ type: 'not_allowed', message, code }, 400);

const OPTIONS = [
  { id: 'so_standard', name: 'Standard shipping', amount: 490, price_incl_tax: 588 },
  { id: 'so_express', name: 'Express shipping', amount: 1290, price_incl_tax: 1548 },
];

function cardClass(number: string): string {
  const digits = number.replace(/[\s-]/g, '');
  if (digits === '4000000000000002') return 'declines';
  if (digits === '4000002760003184') return 'requires_action';
  return /^4242\d{12}$/.test(digits) ? 'authorizes' : 'unknown';
}

/** An order as Medusa v1 answers it by default: no billing address, no methods' options. */
function withoutExtras(order: Record<string, unknown>): Record<string, unknown> {
  const { billing_address: _billing, ...rest } = order;
  const methods = (order.shipping_methods ?? []) as Record<string, unknown>[];
  return {
    ...rest,
    shipping_methods: methods.map(({ shipping_option: _option, ...method }) => method),
  };
}

export function fakeCheckout(options: FakeCheckoutOptions = {}) {
  const store = fakeStore();
  const orders = new Map<string, Record<string, unknown>>();
  let displayId = 6;

  const put = (cart: Cart) => {
    store.carts.set(cart.id, cart);
    return json({ cart });
  };
  const withSessions = (cart: Cart, sessions: Session[]): Cart => ({
    ...cart,
    payment_sessions: sessions,
    payment_session: sessions.find((session) => session.is_selected) ?? null,
  });
  const addressOf = (input: unknown) => {
    if (typeof input !== 'string') return { id: `addr_${Math.random()}`, ...(input as object) };
    return options.customer?.shipping_addresses.find((address) => address.id === input);
  };

  const placeOrder = (cart: Cart) => {
    displayId += 1;
    const order = {
      ...cart,
      id: `order_${displayId}`,
      object: 'order',
      display_id: displayId,
      cart_id: cart.id,
      currency_code: cart.region?.currency_code,
      tax_rate: cart.region?.tax_rate,
      payments: [{ id: `pay_${displayId}`, provider_id: cart.payment_session?.provider_id }],
    };
    orders.set(order.id, order);
    store.carts.set(cart.id, { ...cart, completed_at: new Date().toISOString() });
    return json({ type: 'order', data: options.medusaRelations ? withoutExtras(order) : order });
  };

  const api: FakeApi = async (request) => {
    const url = new URL(request.url);
    const path = url.pathname;
    const method = request.method;
    if (method === 'GET' && path === '/store/customers/me') {
      store.requests.push(`${method} ${path}`);
      if (!options.customer) return json({ type: 'unauthorized', message: 'Unauthorized' }, 401);
      return json({ customer: options.customer });
    }
    const order = /^\/store\/orders\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && order) {
      store.requests.push(`${method} ${path}${decodeURIComponent(url.search)}`);
      const found = orders.get(order);
      if (!found) return json({ type: 'not_found', message: 'No order' }, 404);
      const expand = (url.searchParams.get('expand') ?? '').split(',');
      const expanded =
        expand.includes('billing_address') && expand.includes('shipping_methods.shipping_option');
      return json({ order: options.medusaRelations && !expanded ? withoutExtras(found) : found });
    }
    const optionsOf = /^\/store\/shipping-options\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && optionsOf) {
      store.requests.push(`${method} ${path}`);
      return json({ shipping_options: OPTIONS.map((o) => ({ ...o, is_return: false })) });
    }
    const match = /^\/store\/carts\/([^/]+)(.*)$/.exec(path);
    const cart = match ? store.carts.get(match[1] ?? '') : undefined;
    if (!cart || !match || method !== 'POST') return store.api(request);
    const rest = match[2] ?? '';
    const body = await request
      .clone()
      .json()
      .catch(() => ({}));
    if (
      rest === '' &&
      !('email' in body || 'shipping_address' in body || 'billing_address' in body)
    ) {
      return store.api(request);
    }
    store.requests.push(`${method} ${path} ${JSON.stringify(body)}`);
    if (rest === '') {
      const next = { ...cart } as Cart;
      if (body.email) next.email = body.email;
      for (const key of ['shipping_address', 'billing_address'] as const) {
        if (!(key in body)) continue;
        const address = addressOf(body[key]);
        if (!address) return json({ type: 'invalid_data', message: 'Unknown address' }, 400);
        next[key] = address as Cart[typeof key];
      }
      return put(next);
    }
    if (rest === '/shipping-methods') {
      const option = OPTIONS.find((o) => o.id === body.option_id);
      if (!option) return json({ type: 'invalid_data', message: 'Unknown option' }, 400);
      const shipping = option.amount;
      const before = cart.shipping_total ?? 0;
      return put({
        ...cart,
        shipping_methods: [
          { id: 'sm_1', shipping_option_id: option.id, shipping_option: option, price: shipping },
        ],
        items: (cart.items ?? []).map((item) => ({ ...item, has_shipping: true })),
        shipping_total: shipping,
        total: cart.total - before + shipping,
      } as Cart);
    }
    if (rest === '/payment-sessions') {
      const providers = ['manual', 'test-card'];
      const existing = cart.payment_sessions ?? [];
      const sessions = providers.map(
        (provider_id) =>
          existing.find((s) => s.provider_id === provider_id) ??
          ({
            id: `ps_${provider_id}`,
            provider_id,
            is_selected: false,
            status: 'pending',
            data: {},
          } as Session),
      );
      return put(withSessions(cart, sessions));
    }
    if (rest === '/payment-session') {
      const sessions = (cart.payment_sessions ?? []).map((s) => ({
        ...s,
        is_selected: s.provider_id === body.provider_id,
      }));
      return put(withSessions(cart, sessions));
    }
    const provider = /^\/payment-sessions\/([^/]+)$/.exec(rest)?.[1];
    if (provider) {
      const session = (cart.payment_sessions ?? []).find((s) => s.provider_id === provider);
      const outcome = body.data?.three_d_secure;
      // The outcome of a challenge only answers one the provider asked for.
      if (outcome !== undefined && session?.data?.three_d_secure !== 'required') {
        return json(
          { type: 'invalid_data', message: 'No challenge', code: 'payment_data_refused' },
          400,
        );
      }
      const number = String(body.data?.card_number ?? '');
      const data =
        outcome !== undefined
          ? { ...session?.data, three_d_secure: outcome }
          : { card_last4: number.slice(-4), card_class: cardClass(number) };
      const sessions = (cart.payment_sessions ?? []).map((s) =>
        s.provider_id === provider ? { ...s, status: 'pending' as const, data } : s,
      );
      return put(withSessions(cart, sessions));
    }
    if (rest === '/complete') {
      const session = cart.payment_session;
      if (!session) return refuse('payment_session_required', 'No payment session');
      if (session.provider_id === 'test-card') {
        const { card_class: card, three_d_secure: challenge } = session.data ?? {};
        const mark = (status: Session['status'], data: object) =>
          withSessions(
            cart,
            (cart.payment_sessions ?? []).map((s) =>
              s.id === session.id ? { ...s, status, data: { ...s.data, ...data } } : s,
            ),
          );
        if (card === 'requires_action' && challenge !== 'passed' && challenge !== 'failed') {
          const waiting = mark('requires_more', {
            three_d_secure: 'required',
            three_d_secure_amount: cart.total,
          });
          store.carts.set(cart.id, waiting);
          return json({ type: 'cart', data: waiting, message: 'The card requires authentication' });
        }
        if (card !== 'authorizes' && challenge !== 'passed') {
          store.carts.set(cart.id, mark('error', {}));
          return refuse('payment_authorization_error', 'The card was declined');
        }
      }
      return placeOrder(cart);
    }
    return store.api(request);
  };

  return { api, requests: store.requests, carts: store.carts, orders };
}
